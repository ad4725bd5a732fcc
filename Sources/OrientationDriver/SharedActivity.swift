import OrientationCore

/// What a ``SharedActivity`` runs on the platform: UIDevice's orientation
/// notifications, or CoreMotion's device-motion updates.
@MainActor
public protocol SharedActivityPlatform: AnyObject {
    /// The observers that hold the activity on.
    associatedtype Subscriber: AnyObject
    /// True when the platform can run the activity
    /// (`CMMotionManager.isDeviceMotionAvailable`); true by default.
    var isAvailable: Bool { get }
    /// Starts the activity (`beginGeneratingDeviceOrientationNotifications()`,
    /// `startDeviceMotionUpdates(to:withHandler:)`).
    func start()
    /// Stops the activity.
    func stop()
    /// The interval the activity runs at, for one that has one
    /// (`deviceMotionUpdateInterval`); `nil` by default.
    var updateInterval: Double? { get }
    /// Sets the interval the activity runs at; nothing by default.
    func setUpdateInterval(_ interval: Double)
    /// The interval a subscriber asks for, if any; `nil` by default.
    func updateInterval(of subscriber: Subscriber) -> Double?
}

extension SharedActivityPlatform {
    /// Always available.
    public var isAvailable: Bool { true }
    /// No interval.
    public var updateInterval: Double? { nil }
    /// Nothing to set.
    public func setUpdateInterval(_ interval: Double) {}
    /// No interval asked for.
    public func updateInterval(of subscriber: Subscriber) -> Double? { nil }
}

/// One platform activity shared by many observers (Apple advises one
/// motion manager per app; `beginGeneratingDeviceOrientationNotifications()`
/// must be balanced, UIKit rule 35): it starts when the first subscriber
/// arrives, stops when the last one is removed or released, and runs at
/// the shortest interval any subscriber asks for, set only when it changes.
/// The bookkeeping is the core's `SubscriberRegistry`; nothing is added
/// where the platform cannot run the activity.
@MainActor
public final class SharedActivity<Platform: SharedActivityPlatform> {
    private unowned let platform: Platform
    private var registry = SubscriberRegistry<Platform.Subscriber>()

    /// An activity of `platform` (held unowned: the platform holds this) with no subscriber.
    public init(platform: Platform) {
        self.platform = platform
    }

    /// How many subscribers hold the activity on.
    public var count: Int { registry.count }

    /// True while the activity runs for at least one subscriber.
    public var isActive: Bool { registry.isActive }

    /// A fresh subscriber token; tokens are never reused.
    public func reserveToken() -> SubscriptionToken {
        registry.reserveToken()
    }

    /// Adds `subscriber`, held weakly, under a reserved token, starting the
    /// activity for the first one. Returns `false`, and adds nothing, when
    /// the platform cannot run it.
    @discardableResult
    public func add(_ subscriber: Platform.Subscriber, for token: SubscriptionToken) -> Bool {
        guard platform.isAvailable else { return false }
        let transition = registry.add(subscriber, for: token)
        retune()
        if transition == .activated { platform.start() }
        return true
    }

    /// Removes a subscriber (again: no effect), stopping after the last one.
    public func remove(_ token: SubscriptionToken) {
        settle(registry.remove(token))
    }

    /// The live subscribers a reading goes to, once the released ones are
    /// forgotten (stopping the activity when none is left).
    public func subscribersForReading() -> [Platform.Subscriber] {
        settle(registry.pruneReleased())
        return registry.subscribers
    }

    private func settle(_ transition: ActivationTransition?) {
        if transition == .deactivated { platform.stop() } else { retune() }
    }

    private func retune() {
        guard let current = platform.updateInterval else { return }
        let shortest = MotionUpdateInterval.shortest(of: registry.subscribers.compactMap(platform.updateInterval(of:)))
        if current != shortest { platform.setUpdateInterval(shortest) }
    }
}
