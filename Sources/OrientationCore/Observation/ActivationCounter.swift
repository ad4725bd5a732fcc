/// A balanced begin/end count keyed by token, for an activity that must run
/// while anyone needs it: one platform `begin`/`start` when the count goes
/// from 0 to 1, one `end`/`stop` when it goes back to 0.
///
/// The count is the number of distinct tokens that began and have not ended,
/// so it never goes negative: beginning a token twice counts once, ending a
/// token that is not counted (unknown, or ended already) does nothing and
/// reports no transition.
///
/// ```swift
/// var counter = ActivationCounter()
/// counter.begin(a)   // .activated: start
/// counter.begin(b)   // nil
/// counter.end(a)     // nil
/// counter.end(a)     // nil: harmless
/// counter.end(b)     // .deactivated: stop
/// ```
public struct ActivationCounter: Sendable, Hashable {
    private var tokens: Set<SubscriptionToken> = []

    /// A counter at zero: inactive.
    public init() {}

    /// How many tokens hold the activity on; never negative.
    public var count: Int { tokens.count }

    /// True while at least one token holds the activity on.
    public var isActive: Bool { !tokens.isEmpty }

    /// Whether `token` began and has not ended.
    public func contains(_ token: SubscriptionToken) -> Bool {
        tokens.contains(token)
    }

    /// Counts `token` in. Returns ``ActivationTransition/activated`` when it
    /// is the first one (0 → 1), else `nil`; beginning a token already
    /// counted changes nothing.
    @discardableResult
    public mutating func begin(_ token: SubscriptionToken) -> ActivationTransition? {
        let wasActive = isActive
        tokens.insert(token)
        return wasActive ? nil : .activated
    }

    /// Counts `token` out. Returns ``ActivationTransition/deactivated`` when
    /// it was the last one (1 → 0), else `nil`; ending a token that is not
    /// counted changes nothing.
    @discardableResult
    public mutating func end(_ token: SubscriptionToken) -> ActivationTransition? {
        guard tokens.remove(token) != nil else { return nil }
        return isActive ? nil : .deactivated
    }
}
