/// Fans events out to any number of `AsyncStream`s. Unlike
/// ``LatestValueStreams`` nothing is current: a stream yields the events
/// that happen after it was made, and keeps up to `limit` unread ones (the
/// oldest are dropped first when its reader falls far behind). Used for
/// ``OrientationRefusal`` events.
///
/// The owner removes a stream whose reader went away when it hears of it
/// through `onTermination` (on its own actor).
public struct EventStreams<Event: Sendable> {
    private var continuations: [SubscriptionToken: AsyncStream<Event>.Continuation] = [:]
    private var nextToken = 0
    /// How many unread events each stream keeps.
    public let limit: Int

    /// No streams yet; each stream will keep up to `limit` unread events
    /// (at least one).
    public init(limit: Int = 64) {
        self.limit = max(limit, 1)
    }

    /// How many streams are open.
    public var count: Int { continuations.count }

    /// A new stream of the events sent from now on. `onTermination` is
    /// called, on any thread, with the stream's token when the stream ends;
    /// pass the token back to ``remove(_:)``.
    public mutating func makeStream(
        onTermination: @escaping @Sendable (SubscriptionToken) -> Void
    ) -> AsyncStream<Event> {
        AsyncStream(Event.self, bufferingPolicy: .bufferingNewest(limit)) { continuation in
            let token = SubscriptionToken(rawValue: nextToken)
            nextToken += 1
            continuations[token] = continuation
            continuation.onTermination = { _ in onTermination(token) }
        }
    }

    /// Sends `event` to every open stream.
    public func send(_ event: Event) {
        for continuation in continuations.values {
            continuation.yield(event)
        }
    }

    /// Forgets the stream under `token` (again, or unknown: no effect).
    public mutating func remove(_ token: SubscriptionToken) {
        continuations[token] = nil
    }
}
