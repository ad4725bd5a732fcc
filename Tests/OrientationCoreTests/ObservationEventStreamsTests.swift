import OrientationCore
import Testing

/// The refusal stream's plumbing: every event to every stream, from the
/// moment the stream was made, bounded.
@Suite("EventStreams: events from now on, to every stream, bounded")
struct ObservationEventStreamsTests {
    @Test("each open stream gets each event sent after it was made, in order")
    func delivers() async {
        var streams = EventStreams<Int>()
        streams.send(0)
        let first = streams.makeStream { _ in }
        let second = streams.makeStream { _ in }
        streams.send(1)
        streams.send(2)
        var firstIterator = first.makeAsyncIterator()
        var secondIterator = second.makeAsyncIterator()
        #expect(await firstIterator.next() == 1)
        #expect(await firstIterator.next() == 2)
        #expect(await secondIterator.next() == 1)
        #expect(streams.count == 2)
    }

    @Test("a slow reader keeps the newest events up to the limit")
    func bounded() async {
        var streams = EventStreams<Int>(limit: 2)
        let stream = streams.makeStream { _ in }
        for value in 1...5 { streams.send(value) }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 4)
        #expect(await iterator.next() == 5)
    }

    @Test("a removed stream gets nothing more")
    func removed() {
        var streams = EventStreams<Int>()
        let stream = streams.makeStream { _ in }
        #expect(streams.count == 1)
        streams.remove(SubscriptionToken(rawValue: 0))
        #expect(streams.count == 0)
        streams.send(1)
        _ = stream
    }
}
