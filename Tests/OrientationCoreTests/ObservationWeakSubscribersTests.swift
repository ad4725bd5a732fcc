import OrientationCore
import Testing

@Suite("WeakSubscribers: held weakly, removed exactly once, released ones forgotten")
struct ObservationWeakSubscribersTests {
    @Test("tokens are never reused")
    func tokensAreFresh() {
        var list = WeakSubscribers<SubscriberStub>()
        let tokens = (0..<50).map { _ in list.reserveToken() }
        #expect(Set(tokens).count == 50)
        #expect(tokens == tokens.sorted())
    }

    @Test("subscribers are released when their owners let go, and pruning forgets them")
    func releasedSubscribersAreForgotten() {
        let counter = ReleaseCounter()
        var list = WeakSubscribers<SubscriberStub>()
        let kept = SubscriberStub("kept", counter: counter)
        let keptToken = list.insert(kept)
        var dropped: [SubscriptionToken] = []
        do {
            let first = SubscriberStub("first", counter: counter)
            let second = SubscriberStub("second", counter: counter)
            dropped = [list.insert(first), list.insert(second)]
            #expect(list.subscribers.map(\.name) == ["kept", "first", "second"])
        }
        #expect(counter.released == 2)
        #expect(list.subscribers.map(\.name) == ["kept"])
        #expect(list.count == 3)
        #expect(list.pruneReleased() == dropped)
        #expect(list.count == 1)
        #expect(list.tokens == [keptToken])
        #expect(list.pruneReleased().isEmpty)
        #expect(counter.released == 2)
    }

    @Test("the list itself keeps nothing alive when it goes away")
    func listReleasesNothing() {
        let counter = ReleaseCounter()
        do {
            var list = WeakSubscribers<SubscriberStub>()
            for index in 0..<5 {
                list.insert(SubscriberStub("\(index)", counter: counter))
            }
            #expect(counter.released == 5)
            #expect(list.subscribers.isEmpty)
        }
        #expect(counter.released == 5)
    }

    @Test("removing a token takes effect exactly once")
    func removeExactlyOnce() {
        let counter = ReleaseCounter()
        let stub = SubscriberStub("a", counter: counter)
        var list = WeakSubscribers<SubscriberStub>()
        let token = list.insert(stub)
        #expect(list.remove(token) == true)
        #expect(list.remove(token) == false)
        #expect(list.remove(SubscriptionToken(rawValue: 99)) == false)
        #expect(list.subscribers.isEmpty)
        #expect(!list.contains(token))
    }

    @Test("inserting under a used token replaces the subscriber; order follows tokens")
    func insertReplaces() {
        let counter = ReleaseCounter()
        let (a, b, c) = (
            SubscriberStub("a", counter: counter), SubscriberStub("b", counter: counter),
            SubscriberStub("c", counter: counter)
        )
        var list = WeakSubscribers<SubscriberStub>()
        let first = list.reserveToken()
        let second = list.reserveToken()
        list.insert(b, for: second)
        list.insert(a, for: first)
        #expect(list.subscribers.map(\.name) == ["a", "b"])
        list.insert(c, for: first)
        #expect(list.subscribers.map(\.name) == ["c", "b"])
        #expect(list.count == 2)
    }

    @Test("removeAll(where:) forgets only the live subscribers that match")
    func removeAllWhere() {
        let counter = ReleaseCounter()
        let keep = SubscriberStub("keep", counter: counter)
        let drop = SubscriberStub("drop", counter: counter)
        var list = WeakSubscribers<SubscriberStub>()
        list.insert(keep)
        let dropToken = list.insert(drop)
        list.insert(SubscriberStub("gone", counter: counter))
        #expect(list.removeAll { $0.name != "keep" } == [dropToken])
        #expect(list.subscribers.map(\.name) == ["keep"])
        #expect(list.count == 2)
    }
}
