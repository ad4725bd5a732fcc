import OrientationCore
import Testing

@Suite("LatestValueStreams: newest value for slow readers, all end on finish", .timeLimit(.minutes(1)))
struct ObservationLatestValueStreamsTests {
    private static func collect<Value>(_ stream: AsyncStream<Value>) async -> [Value] {
        var values: [Value] = []
        for await value in stream { values.append(value) }
        return values
    }

    @Test("a reader that falls behind gets the newest value, not a backlog")
    func slowReader() async {
        var streams = LatestValueStreams<DeviceOrientation>()
        let stream = streams.makeStream(startingWith: .unknown) { _ in }
        streams.yield(.portrait)
        streams.yield(.landscapeLeft)
        streams.yield(.faceUp)
        streams.finish()
        #expect(await Self.collect(stream) == [.faceUp])
    }

    @Test("a reader keeping up gets the current value, then every value")
    func promptReader() async {
        var streams = LatestValueStreams<Int>()
        let stream = streams.makeStream(startingWith: 0) { _ in }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        streams.yield(1)
        #expect(await iterator.next() == 1)
        streams.yield(2)
        #expect(await iterator.next() == 2)
        streams.finish()
        #expect(await iterator.next() == nil)
    }

    @Test("every open stream gets the values and ends on finish, once")
    func fanOut() async {
        var streams = LatestValueStreams<Int>()
        let first = streams.makeStream(startingWith: 0) { _ in }
        let second = streams.makeStream(startingWith: 0) { _ in }
        #expect(streams.count == 2)
        streams.yield(5)
        streams.finish()
        streams.finish()
        #expect(streams.isFinished)
        #expect(streams.count == 0)
        #expect(await Self.collect(first) == [5])
        #expect(await Self.collect(second) == [5])
    }

    @Test("a stream made after finish yields the last value and ends")
    func afterFinish() async {
        var streams = LatestValueStreams<Int>()
        streams.finish()
        let late = streams.makeStream(startingWith: 9) { _ in }
        streams.yield(10)
        #expect(streams.count == 0)
        #expect(await Self.collect(late) == [9])
    }

    @Test("a stream dropped by its reader reports its own token, and can be removed")
    func termination() async {
        let (ended, endedContinuation) = Self.tokenStream()
        var streams = LatestValueStreams<Int>()
        let kept = streams.makeStream(startingWith: 0) { endedContinuation.yield($0) }
        var droppedToken: SubscriptionToken?
        do {
            _ = streams.makeStream(startingWith: 0) { token in endedContinuation.yield(token) }
        }
        #expect(streams.count == 2)
        var endedTokens = ended.makeAsyncIterator()
        droppedToken = await endedTokens.next()
        if let droppedToken {
            streams.remove(droppedToken)
            streams.remove(droppedToken)
        }
        #expect(droppedToken != nil)
        #expect(streams.count == 1)
        streams.yield(3)
        streams.finish()
        #expect(await Self.collect(kept) == [3])
        let keptToken = await endedTokens.next()
        #expect(keptToken != nil)
        #expect(keptToken != droppedToken)
    }

    private static func tokenStream() -> (AsyncStream<SubscriptionToken>, AsyncStream<SubscriptionToken>.Continuation) {
        var captured: AsyncStream<SubscriptionToken>.Continuation?
        let stream = AsyncStream<SubscriptionToken> { captured = $0 }
        guard let continuation = captured else {
            Issue.record("AsyncStream did not call its build closure")
            return (stream, AsyncStream<SubscriptionToken>.makeStream().continuation)
        }
        return (stream, continuation)
    }
}
