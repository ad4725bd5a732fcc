import OrientationCore

/// Where a ``ValueBroadcast`` delivers each value first, before its streams
/// and its closure: OrientationKit's Combine subject (the observers'
/// `publisher`).
@MainActor
public protocol BroadcastSink {
    /// The values delivered.
    associatedtype Value
    /// Delivers a new value.
    func send(_ value: Value)
    /// Ends the sink: no value follows.
    func finish()
}

/// Fans one observed value out to a sink, any number of `AsyncStream`s and
/// a closure, on the main actor: what OrientationKit's device, motion and
/// interface orientation observers deliver through.
///
/// Only changes are delivered, to the sink first, then the streams, then
/// the closure; streams start with the current value; a slow stream reader
/// gets the newest value. After ``finish()`` nothing more is delivered: the
/// closure is dropped (and a new one is not kept), the sink finishes and
/// every stream ends. The rules
/// are OrientationCore's `OrientationChangeFilter` and `LatestValueStreams`.
@MainActor
public final class ValueBroadcast<Value: Sendable & Equatable, Sink: BroadcastSink> where Sink.Value == Value {
    /// Called on every change, after the sink and the streams. Setting it
    /// after ``finish()`` keeps nothing.
    public var onChange: ((Value) -> Void)? {
        get { closure }
        set { if !isFinished { closure = newValue } }
    }
    /// Where each value goes first.
    public let sink: Sink

    private var closure: ((Value) -> Void)?
    private var filter: OrientationChangeFilter<Value>
    private var streams = LatestValueStreams<Value>()

    /// A broadcast holding `initial`, delivering to `sink`, with no other
    /// listeners.
    public init(_ initial: Value, sink: Sink) {
        filter = OrientationChangeFilter(initial)
        self.sink = sink
    }

    /// The latest value.
    public var value: Value { filter.value }

    /// True once ``finish()`` ran.
    public var isFinished: Bool { filter.isFinished }

    /// Delivers `newValue` everywhere if it differs from the current value.
    public func send(_ newValue: Value) {
        guard filter.accept(newValue) else { return }
        sink.send(newValue)
        streams.yield(newValue)
        onChange?(newValue)
    }

    /// A new stream that yields the current value, then every change; it
    /// keeps only the newest value when its reader falls behind.
    public func stream() -> AsyncStream<Value> {
        streams.makeStream(startingWith: filter.value) { [weak self] token in
            Task { @MainActor in self?.streams.remove(token) }
        }
    }

    /// Drops the closure, finishes the sink and ends every stream; once.
    public func finish() {
        guard filter.finish() else { return }
        closure = nil
        sink.finish()
        streams.finish()
    }
}
