/// Fans values out to any number of `AsyncStream`s, each of which keeps only
/// the newest value when its reader falls behind: a slow reader gets the
/// current orientation, never a backlog of old ones.
///
/// Each stream starts with the value current when it was made. After
/// ``finish()`` every stream ends, and a stream made later yields the last
/// value and ends at once. The owner removes a stream whose reader went away
/// when it hears of it through `onTermination` (on its own actor).
public struct LatestValueStreams<Value: Sendable> {
    private var continuations: [SubscriptionToken: AsyncStream<Value>.Continuation] = [:]
    private var nextToken = 0

    /// True once ``finish()`` ran.
    public private(set) var isFinished = false

    /// No streams yet.
    public init() {}

    /// How many streams are open.
    public var count: Int { continuations.count }

    /// A new stream that yields `current`, then every value given to
    /// ``yield(_:)``, keeping only the newest unread one.
    ///
    /// `onTermination` is called, on any thread, with the stream's token when
    /// the stream ends for any reason (its reader cancelled, it was released,
    /// or ``finish()``); pass the token back to ``remove(_:)``.
    public mutating func makeStream(
        startingWith current: Value,
        onTermination: @escaping @Sendable (SubscriptionToken) -> Void
    ) -> AsyncStream<Value> {
        AsyncStream(Value.self, bufferingPolicy: .bufferingNewest(1)) { continuation in
            continuation.yield(current)
            guard !isFinished else {
                continuation.finish()
                return
            }
            let token = SubscriptionToken(rawValue: nextToken)
            nextToken += 1
            continuations[token] = continuation
            continuation.onTermination = { _ in onTermination(token) }
        }
    }

    /// Sends `value` to every open stream; nothing after ``finish()``.
    public func yield(_ value: Value) {
        for continuation in continuations.values {
            continuation.yield(value)
        }
    }

    /// Forgets the stream under `token` (again, or unknown: no effect).
    public mutating func remove(_ token: SubscriptionToken) {
        continuations[token] = nil
    }

    /// Ends every open stream; streams made later end at once. Calling it
    /// again has no effect.
    public mutating func finish() {
        guard !isFinished else { return }
        isFinished = true
        let ending = continuations.values
        continuations = [:]
        for continuation in ending {
            continuation.finish()
        }
    }
}
