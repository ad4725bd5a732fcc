import Foundation
import OrientationCore

/// The registry behind `.interfaceOrientations` against the O(N) algorithm
/// of swiftui-interface-orientation's coordinator, written here as the
/// reference: registrations in a dictionary keyed by UUID, reduced to their
/// intersection on every query.
enum RegistryBenchmarks {
    /// The reference algorithm.
    struct ReferenceCoordinator {
        var registrations: [UUID: InterfaceOrientationMask] = [:]
        var defaults: InterfaceOrientationMask = .allButUpsideDown
        var allowOverriding = true

        var supportedOrientations: InterfaceOrientationMask {
            guard !registrations.isEmpty else { return defaults }
            let start: InterfaceOrientationMask = allowOverriding ? .all : defaults
            let shared = registrations.reduce(start) { $0.intersection($1.value) }
            return shared.isEmpty ? defaults : shared
        }
    }

    /// Opaque query functions: the salt changes every call, so the optimizer
    /// cannot hoist a query out of the timing loop on either side.
    @inline(never) static func query(_ registry: InterfaceOrientationRegistry, _ salt: Int) -> UInt {
        registry.supportedOrientations.rawValue &+ UInt(bitPattern: salt)
    }

    @inline(never) static func query(_ reference: ReferenceCoordinator, _ salt: Int) -> UInt {
        reference.supportedOrientations.rawValue &+ UInt(bitPattern: salt)
    }

    static let pool: [InterfaceOrientationMask] = [.all, .allButUpsideDown, [.portrait, .landscape], .all]

    static func run() -> String {
        var table = Table(title: "Registry (.interfaceOrientations) against the O(N) reference",
                          headers: ["N", "query", "update", "reference query", "reference / query",
                                    "allocations per 1,000 queries"])
        var queryCosts: [Int: Double] = [:]
        var ratios: [Int: Double] = [:]
        for n in [10, 100, 1_000, 10_000] {
            var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
            var reference = ReferenceCoordinator()
            reference.registrations.reserveCapacity(n)
            var ids: [InterfaceOrientationRegistrationID] = []
            for i in 0..<n {
                let mask = pool[i % pool.count]
                ids.append(registry.register(mask))
                reference.registrations[UUID()] = mask
            }
            var salt = 0
            let frozen = registry, frozenReference = reference
            let query = nanosecondsPerCall { blackHole(Self.query(frozen, salt)); salt &+= 1 }
            var k = 0
            let update = nanosecondsPerCall {
                registry.update(ids[k % n], to: pool[(k / n + k) % pool.count])
                k &+= 1
            }
            let referenceQuery = nanosecondsPerCall(rounds: 5) { blackHole(Self.query(frozenReference, salt)); salt &+= 1 }
            let allocations = AllocationCounter.count {
                for k in 0..<1_000 { blackHole(Self.query(frozen, k)) }
            }
            queryCosts[n] = query
            ratios[n] = referenceQuery / query
            table.rows.append(["\(n)", formatNanoseconds(query), formatNanoseconds(update),
                               formatNanoseconds(referenceQuery), String(format: "%.0fx", referenceQuery / query),
                               allocations.map(String.init) ?? "n/a"])
        }
        var out = table.render()
        let growth = (queryCosts[10_000] ?? 0) / max(queryCosts[10] ?? 1, 0.001)
        out += String(format: "\n\nquery at N = 1,000: %.0fx faster than the reference (target: at least 100x)",
                      ratios[1_000] ?? 0)
        out += String(format: "\nquery cost N = 10,000 / N = 10: %.2fx (target: at most 1.5x)", growth)
        return out
    }
}
