import OrientationCore
import OrientationDriver
import Testing

/// How the observers deliver (`ValueBroadcast`): changes only, to the sink,
/// the streams and the closure in that order, nothing after the end.
@MainActor
@Suite("Value broadcast: changes only, in order, nothing after the end")
struct ValueBroadcastTests {
    /// Records what reaches the sink, in a log shared with the closure.
    final class Log {
        var entries: [String] = []
    }

    struct RecordingSink: BroadcastSink {
        let log: Log
        func send(_ value: Int) { log.entries.append("sink \(value)") }
        func finish() { log.entries.append("sink end") }
    }

    @Test("A change reaches the sink, then the closure; an unchanged value reaches nothing")
    func changesInOrder() {
        let log = Log()
        let broadcast = ValueBroadcast(0, sink: RecordingSink(log: log))
        broadcast.onChange = { log.entries.append("closure \($0)") }
        broadcast.send(0)
        broadcast.send(1)
        broadcast.send(1)
        #expect(log.entries == ["sink 1", "closure 1"])
        #expect(broadcast.value == 1)
    }

    @Test("A stream starts with the current value and follows each change before the closure")
    func streams() async {
        let log = Log()
        let broadcast = ValueBroadcast(0, sink: RecordingSink(log: log))
        var received: [Int] = []
        var iterator = broadcast.stream().makeAsyncIterator()
        broadcast.onChange = { _ in log.entries.append("closure") }
        received.append(await iterator.next() ?? -1)
        broadcast.send(2)
        received.append(await iterator.next() ?? -1)
        #expect(received == [0, 2])
        broadcast.finish()
        #expect(await iterator.next() == nil)
    }

    @Test("The end drops the closure, keeps no new one, finishes the sink once, and nothing follows")
    func end() {
        let log = Log()
        let broadcast = ValueBroadcast(0, sink: RecordingSink(log: log))
        broadcast.onChange = { log.entries.append("closure \($0)") }
        broadcast.finish()
        broadcast.finish()
        broadcast.send(3)
        #expect(log.entries == ["sink end"])
        #expect(broadcast.isFinished)
        #expect(broadcast.onChange == nil)
        broadcast.onChange = { log.entries.append("late \($0)") }
        #expect(broadcast.onChange == nil)
        #expect(broadcast.value == 0)
    }
}
