import OrientationCore

/// The registry behind `.interfaceOrientations` against the O(N) algorithm
/// of swiftui-interface-orientation's coordinator (the intersection of every
/// registered mask recomputed on each query), written here as the reference.
enum RegistryBenchmarks {
    /// The reference: a list of masks, intersected on every query.
    struct ReferenceCoordinator {
        var masks: [InterfaceOrientationMask] = []
        var defaults: InterfaceOrientationMask = .allButUpsideDown

        var supportedOrientations: InterfaceOrientationMask {
            guard !masks.isEmpty else { return defaults }
            let shared = masks.reduce(InterfaceOrientationMask.all) { $0.intersection($1) }
            return shared.isEmpty ? defaults : shared
        }
    }

    /// Boxes passed to opaque functions, so the optimizer cannot hoist a
    /// query out of the timing loop on either side.
    final class RegistryBox { var registry: InterfaceOrientationRegistry; init(_ r: InterfaceOrientationRegistry) { registry = r } }
    final class ReferenceBox { var reference: ReferenceCoordinator; init(_ r: ReferenceCoordinator) { reference = r } }

    @inline(never) static func query(_ box: RegistryBox) -> InterfaceOrientationMask { box.registry.supportedOrientations }
    @inline(never) static func query(_ box: ReferenceBox) -> InterfaceOrientationMask { box.reference.supportedOrientations }

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
            var ids: [InterfaceOrientationRegistrationID] = []
            for i in 0..<n {
                let mask = pool[i % pool.count]
                ids.append(registry.register(mask))
                reference.masks.append(mask)
            }
            let registryBox = RegistryBox(registry), referenceBox = ReferenceBox(reference)
            let query = nanosecondsPerCall { blackHole(registryBox); blackHole(Self.query(registryBox)) }
            var k = 0
            let update = nanosecondsPerCall {
                registry.update(ids[k % n], to: pool[(k / n + k) % pool.count])
                k &+= 1
            }
            let referenceQuery = nanosecondsPerCall(rounds: 5) { blackHole(referenceBox); blackHole(Self.query(referenceBox)) }
            let allocations = AllocationCounter.count {
                for _ in 0..<1_000 { blackHole(Self.query(registryBox)) }
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
