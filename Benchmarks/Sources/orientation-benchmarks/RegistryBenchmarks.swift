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

    static let pool: [InterfaceOrientationMask] = [.all, .allButUpsideDown, [.portrait, .landscape], .all]

    static func run() -> String {
        var table = Table(
            title: "Registry (.interfaceOrientations) against the O(N) reference (median)",
            headers: [
                "N", "query", "update", "reference query", "reference / query",
                "allocations per 1,000 queries",
            ])
        var queries: [Int: Sample] = [:]
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
            // Each side sits in an array read at an index the optimizer cannot
            // see, so a query runs afresh every time at the cost of one plain call.
            let frozen = [registry]
            let frozenReference = [reference]
            let query = measure { blackHole(frozen[opaque(0)].supportedOrientations.rawValue) }
            var k = 0
            let update = measure {
                registry.update(ids[k % n], to: pool[(k / n + k) % pool.count])
                k &+= 1
            }
            blackHole(registry)
            let referenceQuery = measure(rounds: 5) {
                blackHole(frozenReference[opaque(0)].supportedOrientations.rawValue)
            }
            let allocations = AllocationCounter.count {
                for _ in 0..<1_000 { blackHole(frozen[opaque(0)].supportedOrientations.rawValue) }
            }
            queries[n] = query
            ratios[n] = referenceQuery.ratio(to: query)
            table.rows.append([
                "\(n)", format(query.median, "registry query"), format(update.median, "registry update"),
                format(referenceQuery.median, "reference query"), String(format: "%.0fx", ratios[n] ?? 0),
                allocations.map { "\($0.allocations)" } ?? "n/a",
            ])
        }
        var out = table.render()
        let growth = (queries[10_000]?.median ?? 0) / max(queries[10]?.median ?? 1, 0.001)
        out += String(
            format: "\n\nquery at N = 1,000: %.0fx faster than the reference (target: at least 100x)",
            ratios[1_000] ?? 0)
        out += String(format: "\nquery cost N = 10,000 / N = 10: %.2fx (target: at most 1.5x)", growth)
        out += "\n" + memoryPerScreen()
        return out
    }

    /// Bytes held per registered screen: a registry's registrations, and a
    /// screen in the engine's snapshot of the window.
    static func memoryPerScreen() -> String {
        let n = 10_000
        var registry = InterfaceOrientationRegistry()
        var ids: [InterfaceOrientationRegistrationID] = []
        ids.reserveCapacity(n)
        let registered = AllocationCounter.count {
            for i in 0..<n { ids.append(registry.register(pool[i % pool.count])) }
        }
        blackHole(registry)
        var tree = ScreenTree()
        let snapshot = AllocationCounter.count {
            tree = ScreenTree(capacity: n)
            for i in 0..<n { _ = tree.add(ScreenID("screen\(i)"), policy: .portrait) }
        }
        blackHole(tree)
        guard let registered, let snapshot else {
            return "memory per registered screen: n/a (allocation counting unavailable)"
        }
        return String(
            format:
                "memory per registered screen: %.1f bytes in the registry, %.1f bytes per screen of a window snapshot (%d screens)",
            Double(registered.retainedBytes) / Double(n), Double(snapshot.retainedBytes) / Double(n), n)
    }
}
