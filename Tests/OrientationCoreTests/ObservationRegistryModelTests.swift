import OrientationCore
import Testing

/// Random add / cancel / release / cleanup / delivery sequences against a
/// hub's `SubscriberRegistry`, checked step by step against a naive model.
@Suite("SubscriberRegistry against a naive model over random sequences")
struct ObservationRegistryModelTests {
    /// The naive model: which tokens count, and which owners still hold
    /// their subscriber.
    private struct Model {
        var counted: Set<Int> = []
        var released: Set<Int> = []
        var isActive: Bool { !counted.isEmpty }

        mutating func add(_ token: Int) {
            counted.subtract(released)
            counted.insert(token)
        }
        mutating func remove(_ token: Int) { counted.remove(token) }
        mutating func deliver() { counted.subtract(released) }
    }

    @Test("start/stop stay balanced and nothing is kept alive", arguments: 0..<40)
    func randomSequences(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let counter = ReleaseCounter()
        var registry = SubscriberRegistry<SubscriberStub>()
        var model = Model()
        var spy = ActivitySpy()
        var owners: [Int: SubscriberStub] = [:] // observers the app still holds
        var pendingCleanups: [SubscriptionToken] = [] // removals scheduled by releases
        var issued: [SubscriptionToken] = []
        var periods = 0
        var created = 0

        for _ in 0..<400 {
            let wasActive = model.isActive
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2: // a new observer
                let token = registry.reserveToken()
                let stub = SubscriberStub("\(token.rawValue)", counter: counter)
                created += 1
                owners[token.rawValue] = stub
                issued.append(token)
                spy.apply(registry.add(stub, for: token))
                model.add(token.rawValue)
            case 3, 4: // cancel(): any issued token, maybe again, maybe released
                guard let token = issued.randomElement(using: &rng) else { continue }
                spy.apply(registry.remove(token))
                model.remove(token.rawValue)
            case 5, 6: // the app lets an observer go; its cleanup runs later
                guard let raw = owners.keys.sorted().randomElement(using: &rng) else { continue }
                owners[raw] = nil
                model.released.insert(raw)
                pendingCleanups.append(SubscriptionToken(rawValue: raw))
            case 7: // a deferred cleanup runs
                guard !pendingCleanups.isEmpty else { continue }
                let token = pendingCleanups.remove(at: Int.random(in: 0..<pendingCleanups.count, using: &rng))
                spy.apply(registry.remove(token))
                model.remove(token.rawValue)
            case 8: // an unknown token
                spy.apply(registry.remove(SubscriptionToken(rawValue: -1 - Int.random(in: 0..<5, using: &rng))))
            default: // a delivery
                spy.apply(registry.pruneReleased())
                model.deliver()
                let delivered = registry.subscribers.map(\.name)
                let expected = model.counted.subtracting(model.released).sorted().map { "\($0)" }
                #expect(delivered == expected)
            }
            if !wasActive, model.isActive { periods += 1 }
            #expect(registry.count == model.counted.count)
            #expect(registry.isActive == model.isActive)
            #expect(spy.isRunning == model.isActive)
            #expect(counter.released == created - owners.count)
        }
        #expect(spy.unbalanced.isEmpty)
        #expect(spy.starts == periods)
        #expect(spy.stops == periods - (spy.isRunning ? 1 : 0))

        owners.removeAll()
        #expect(counter.released == created)
        #expect(registry.subscribers.isEmpty)
        spy.apply(registry.pruneReleased())
        for token in pendingCleanups { spy.apply(registry.remove(token)) }
        #expect(!spy.isRunning)
        #expect(spy.starts == spy.stops)
        #expect(registry.count == 0)
        #expect(spy.unbalanced.isEmpty)
    }
}
