/// The bookkeeping of a hub that runs one shared activity for many
/// subscribers: subscribers held weakly (``WeakSubscribers``) and a balanced
/// count of them (``ActivationCounter``), kept in step.
///
/// Every change reports the ``ActivationTransition`` the driver must carry
/// out, so that the platform's `begin`/`start` runs once when the first
/// subscriber arrives and `end`/`stop` once when the last one goes, whether
/// it goes by ``remove(_:)`` (cancelled) or by being released (pruned):
///
/// ```swift
/// if registry.add(observer, for: token) == .activated { start() }
/// if registry.remove(token) == .deactivated { stop() }
/// if registry.pruneReleased() == .deactivated { stop() }
/// for observer in registry.subscribers { observer.receive(value) }
/// ```
///
/// A subscriber counts until it is removed or pruned, whichever comes first;
/// the other is then harmless.
public struct SubscriberRegistry<Subscriber: AnyObject> {
    private var entries = WeakSubscribers<Subscriber>()
    private var activation = ActivationCounter()

    /// An empty, inactive registry.
    public init() {}

    /// A fresh token for ``add(_:for:)`` and ``remove(_:)``; tokens are
    /// never reused.
    public mutating func reserveToken() -> SubscriptionToken {
        entries.reserveToken()
    }

    /// How many subscribers hold the activity on, including released ones
    /// not pruned yet.
    public var count: Int { activation.count }

    /// True while at least one subscriber holds the activity on.
    public var isActive: Bool { activation.isActive }

    /// The subscribers still alive, in the order of their tokens.
    public var subscribers: [Subscriber] { entries.subscribers }

    /// Whether a subscriber is registered under `token`.
    public func contains(_ token: SubscriptionToken) -> Bool {
        activation.contains(token)
    }

    /// Registers `subscriber` weakly under `token` (replacing what was
    /// there) after forgetting released subscribers. Returns
    /// ``ActivationTransition/activated`` when the activity must start.
    @discardableResult
    public mutating func add(_ subscriber: Subscriber, for token: SubscriptionToken) -> ActivationTransition? {
        let wasActive = activation.isActive
        for released in entries.pruneReleased() {
            activation.end(released)
        }
        entries.insert(subscriber, for: token)
        activation.begin(token)
        return wasActive ? nil : .activated
    }

    /// Unregisters the subscriber under `token`. Returns
    /// ``ActivationTransition/deactivated`` when it was the last one; an
    /// unknown or already removed token changes nothing.
    @discardableResult
    public mutating func remove(_ token: SubscriptionToken) -> ActivationTransition? {
        entries.remove(token)
        return activation.end(token)
    }

    /// Forgets the subscribers that have been released. Returns
    /// ``ActivationTransition/deactivated`` when that leaves none.
    @discardableResult
    public mutating func pruneReleased() -> ActivationTransition? {
        var transition: ActivationTransition?
        for released in entries.pruneReleased() {
            transition = activation.end(released) ?? transition
        }
        return transition
    }
}
