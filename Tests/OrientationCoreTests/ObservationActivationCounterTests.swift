import OrientationCore
import Testing

@Suite("ActivationCounter: balanced begin/end, transitions 0→1 and 1→0 only")
struct ObservationActivationCounterTests {
    private let a = SubscriptionToken(rawValue: 1)
    private let b = SubscriptionToken(rawValue: 2)

    @Test("the first begin activates, the last end deactivates, nothing in between")
    func transitions() {
        var counter = ActivationCounter()
        #expect(!counter.isActive)
        #expect(counter.begin(a) == .activated)
        #expect(counter.begin(b) == nil)
        #expect(counter.count == 2)
        #expect(counter.end(a) == nil)
        #expect(counter.isActive)
        #expect(counter.end(b) == .deactivated)
        #expect(!counter.isActive)
        #expect(counter.begin(b) == .activated)
    }

    @Test("ending an unknown or already ended token is harmless and never goes negative")
    func endIsHarmless() {
        var counter = ActivationCounter()
        #expect(counter.end(a) == nil)
        #expect(counter.end(a) == nil)
        #expect(counter.count == 0)
        #expect(counter.begin(b) == .activated)
        #expect(counter.end(a) == nil)
        #expect(counter.isActive)
        #expect(counter.end(b) == .deactivated)
        #expect(counter.end(b) == nil)
        #expect(counter.count == 0)
        #expect(counter.begin(a) == .activated)
    }

    @Test("beginning the same token twice counts it once")
    func beginTwice() {
        var counter = ActivationCounter()
        #expect(counter.begin(a) == .activated)
        #expect(counter.begin(a) == nil)
        #expect(counter.count == 1)
        #expect(counter.contains(a))
        #expect(counter.end(a) == .deactivated)
        #expect(!counter.contains(a))
    }

    @Test("random begin/end sequences match a naive model", arguments: 0..<40)
    func randomSequences(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var counter = ActivationCounter()
        var model: [Int] = [] // tokens that began and have not ended
        var spy = ActivitySpy()
        var periods = 0
        for _ in 0..<300 {
            let raw = Int.random(in: 0..<6, using: &rng)
            let token = SubscriptionToken(rawValue: raw)
            let wasActive = !model.isEmpty
            let transition: ActivationTransition?
            if Bool.random(using: &rng) {
                if !model.contains(raw) { model.append(raw) }
                transition = counter.begin(token)
            } else {
                model.removeAll { $0 == raw }
                transition = counter.end(token)
            }
            spy.apply(transition)
            if !wasActive, !model.isEmpty { periods += 1 }
            #expect(counter.count == model.count)
            #expect(counter.isActive == !model.isEmpty)
            #expect(spy.isRunning == !model.isEmpty)
        }
        #expect(spy.unbalanced.isEmpty)
        #expect(spy.starts == periods)
        #expect(spy.stops == periods - (spy.isRunning ? 1 : 0))
    }
}
