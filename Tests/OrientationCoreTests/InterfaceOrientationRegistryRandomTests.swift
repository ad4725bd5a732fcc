import OrientationCore
import Testing

/// The naive recomputation the counters must always agree with.
private func naive(
    _ masks: [InterfaceOrientationMask], defaults: InterfaceOrientationMask,
    overriding: Bool
) -> InterfaceOrientationMask {
    let constraining = masks.filter { !$0.isEmpty }
    let effectiveDefaults: InterfaceOrientationMask = defaults.isEmpty ? .all : defaults
    guard !constraining.isEmpty else { return effectiveDefaults }
    let shared = constraining.reduce(overriding ? .all : effectiveDefaults) { $0.intersection($1) }
    return shared.isEmpty ? effectiveDefaults : shared
}

@Suite("InterfaceOrientationRegistry: counts against a naive recomputation")
struct InterfaceOrientationRegistryRandomTests {
    @Test("random register/update/remove sequences", arguments: [1, 2, 3, 42, 2026, 90210] as [UInt64])
    func randomSequences(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let defaults = InterfaceOrientationMask(rawValue: UInt.random(in: 0...31, using: &rng))
        let overriding = Bool.random(using: &rng)
        var registry = InterfaceOrientationRegistry(
            defaultOrientations: defaults,
            allowOverridingDefaultOrientations: overriding)
        var live: [(InterfaceOrientationRegistrationID, InterfaceOrientationMask)] = []
        var dead: [InterfaceOrientationRegistrationID] = []
        for _ in 0..<2_000 {
            let mask = InterfaceOrientationMask(rawValue: UInt.random(in: 0...31, using: &rng))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                live.append((registry.register(mask), mask))
            case 4..<6 where !live.isEmpty:
                let index = Int.random(in: 0..<live.count, using: &rng)
                do {
                    let changed = registry.update(live[index].0, to: mask)
                    #expect(changed)
                }
                live[index].1 = mask
            case 6..<9 where !live.isEmpty:
                let index = Int.random(in: 0..<live.count, using: &rng)
                do {
                    let changed = registry.remove(live[index].0)
                    #expect(changed)
                }
                dead.append(live.remove(at: index).0)
            default:
                if let stale = dead.randomElement(using: &rng) {
                    do {
                        let changed = registry.remove(stale)
                        #expect(!changed)
                    }
                    do {
                        let changed = registry.update(stale, to: mask)
                        #expect(!changed)
                    }
                }
            }
            let masks = live.map(\.1)
            #expect(registry.count == live.count)
            #expect(registry.constrainingCount == masks.filter { !$0.isEmpty }.count)
            for orientation in InterfaceOrientation.allCases where orientation != .unknown {
                #expect(registry.allowingCount(orientation) == masks.filter { $0.contains(orientation) }.count)
            }
            #expect(registry.supportedOrientations == naive(masks, defaults: defaults, overriding: overriding))
            #expect(!registry.supportedOrientations.isEmpty)
            for (id, mask) in live { #expect(registry.mask(for: id) == mask) }
        }
    }
}
