import OrientationCore
import Testing

@Suite("SubscriberRegistry: one start and one stop per activity period, cancel or release")
struct ObservationSubscriberRegistryTests {
    @Test("several subscribers: one start for the first, one stop after the last")
    func sharedActivity() {
        let counter = ReleaseCounter()
        let (a, b, c) = (
            SubscriberStub("a", counter: counter), SubscriberStub("b", counter: counter),
            SubscriberStub("c", counter: counter)
        )
        var registry = SubscriberRegistry<SubscriberStub>()
        var spy = ActivitySpy()
        let tokens = (0..<3).map { _ in registry.reserveToken() }
        spy.apply(registry.add(a, for: tokens[0]))
        spy.apply(registry.add(b, for: tokens[1]))
        spy.apply(registry.add(c, for: tokens[2]))
        #expect(spy.starts == 1)
        #expect(registry.count == 3)
        #expect(registry.subscribers.map(\.name) == ["a", "b", "c"])
        spy.apply(registry.remove(tokens[1]))
        spy.apply(registry.remove(tokens[0]))
        #expect(spy.stops == 0)
        #expect(registry.isActive)
        spy.apply(registry.remove(tokens[2]))
        #expect((spy.starts, spy.stops) == (1, 1))
        #expect(!registry.isActive)
        #expect(spy.unbalanced.isEmpty)
    }

    @Test("cancel twice, then release: one stop, later removals harmless")
    func cancelThenRelease() {
        let counter = ReleaseCounter()
        var registry = SubscriberRegistry<SubscriberStub>()
        var spy = ActivitySpy()
        let token = registry.reserveToken()
        do {
            let observer = SubscriberStub("a", counter: counter)
            spy.apply(registry.add(observer, for: token))
            spy.apply(registry.remove(token)) // cancel()
            spy.apply(registry.remove(token)) // cancel() again
            #expect(registry.subscribers.isEmpty) // no delivery after cancel
        }
        #expect(counter.released == 1)
        spy.apply(registry.pruneReleased()) // a delivery
        spy.apply(registry.remove(token)) // the release's deferred cleanup
        #expect((spy.starts, spy.stops) == (1, 1))
        #expect(spy.unbalanced.isEmpty)
        #expect(registry.count == 0)
        #expect(!registry.contains(token))
    }

    @Test("released without cancel: the next delivery stops, the deferred cleanup is harmless")
    func releaseThenDelivery() {
        let counter = ReleaseCounter()
        var registry = SubscriberRegistry<SubscriberStub>()
        var spy = ActivitySpy()
        let token = registry.reserveToken()
        do {
            spy.apply(registry.add(SubscriberStub("a", counter: counter), for: token))
        }
        #expect(counter.released == 1)
        #expect(registry.subscribers.isEmpty)
        #expect(registry.count == 1)
        spy.apply(registry.pruneReleased())
        #expect(spy.stops == 1)
        #expect(registry.count == 0)
        spy.apply(registry.remove(token))
        spy.apply(registry.pruneReleased())
        #expect((spy.starts, spy.stops) == (1, 1))
        #expect(spy.unbalanced.isEmpty)
    }

    @Test("released, deferred cleanup first: it stops, a later delivery is harmless")
    func releaseThenCleanup() {
        let counter = ReleaseCounter()
        var registry = SubscriberRegistry<SubscriberStub>()
        var spy = ActivitySpy()
        let token = registry.reserveToken()
        do {
            spy.apply(registry.add(SubscriberStub("a", counter: counter), for: token))
        }
        spy.apply(registry.remove(token))
        #expect(spy.stops == 1)
        spy.apply(registry.pruneReleased())
        #expect((spy.starts, spy.stops) == (1, 1))
        #expect(spy.unbalanced.isEmpty)
    }

    @Test("a new subscriber while a released one awaits cleanup: no stop and restart")
    func addPrunesWithoutRestart() {
        let counter = ReleaseCounter()
        var registry = SubscriberRegistry<SubscriberStub>()
        var spy = ActivitySpy()
        let old = registry.reserveToken()
        do {
            spy.apply(registry.add(SubscriberStub("old", counter: counter), for: old))
        }
        let fresh = SubscriberStub("new", counter: counter)
        let new = registry.reserveToken()
        spy.apply(registry.add(fresh, for: new))
        #expect((spy.starts, spy.stops) == (1, 0))
        #expect(registry.count == 1)
        spy.apply(registry.remove(old))
        #expect(registry.isActive)
        spy.apply(registry.remove(new))
        #expect((spy.starts, spy.stops) == (1, 1))
    }

    @Test("removing unknown tokens from an empty registry never goes negative")
    func neverNegative() {
        let counter = ReleaseCounter()
        let stub = SubscriberStub("a", counter: counter)
        var registry = SubscriberRegistry<SubscriberStub>()
        #expect(registry.remove(SubscriptionToken(rawValue: 7)) == nil)
        #expect(registry.pruneReleased() == nil)
        #expect(registry.count == 0)
        let token = registry.reserveToken()
        #expect(registry.add(stub, for: token) == .activated)
    }
}
