import OrientationCore

/// One observer's subscription to a ``SharedActivity`` (OrientationKit's
/// device orientation and motion observers), with the broadcast it
/// delivers through: whether it runs, and what its start, its cancellation
/// and its release do.
///
/// - Started, it joins the activity (which starts for the first
///   subscriber), delivers the platform's current value if it has one,
///   then takes its closure; where the platform cannot run the activity it
///   is ``State/unavailable`` and its broadcast ends at once.
/// - Only a running subscription's broadcast takes a closure: the
///   broadcast of one unavailable or cancelled has ended.
/// - Cancelled or released, it leaves the activity (which stops after the
///   last subscriber) and its broadcast ends; cancelling again changes
///   nothing.
@MainActor
public final class ActivitySubscription<
    Platform: SharedActivityPlatform, Value: Sendable & Equatable, Sink: BroadcastSink
> where Sink.Value == Value {
    /// Whether the subscription delivers values.
    public enum State: Sendable, Hashable {
        /// The activity runs for it.
        case running
        /// The platform cannot run the activity; nothing will be delivered.
        case unavailable
        /// ``cancel()`` was called.
        case cancelled
    }

    /// What it delivers through.
    public let broadcast: ValueBroadcast<Value, Sink>
    /// Whether it delivers values.
    public private(set) var state = State.unavailable

    private let activity: SharedActivity<Platform>
    private let token: SubscriptionToken
    private let stop: @MainActor @Sendable () -> Void
    private var cleanup: MainActorCleanup?

    /// A subscription to `activity`, not started, that leaves it and ends
    /// `broadcast` when cancelled or released.
    public init(_ activity: SharedActivity<Platform>, broadcast: ValueBroadcast<Value, Sink>) {
        let token = activity.reserveToken()
        let stop: @MainActor @Sendable () -> Void = {
            activity.remove(token)
            broadcast.finish()
        }
        self.activity = activity
        self.token = token
        self.broadcast = broadcast
        self.stop = stop
        cleanup = MainActorCleanup(stop)
    }

    /// Joins the activity for `subscriber` (held weakly), delivers
    /// `current` if given, then sets `onChange`; or, where the platform
    /// cannot run the activity, ends the broadcast.
    public func start(_ subscriber: Platform.Subscriber, current: Value? = nil, onChange: ((Value) -> Void)?) {
        guard activity.add(subscriber, for: token) else {
            broadcast.finish()
            return
        }
        state = .running
        if let current { broadcast.send(current) }
        broadcast.onChange = onChange
    }

    /// True while the activity runs for this subscription.
    public var isRunning: Bool { state == .running }

    /// Leaves the activity and ends the broadcast; again, no effect.
    public func cancel() {
        if isRunning { state = .cancelled }
        stop()
        cleanup = nil
    }
}
