/// Identifies one subscription to a shared source (a hub of device
/// orientation notifications, of device motion, or a stream of a broadcast).
///
/// Tokens come from ``WeakSubscribers/reserveToken()`` (or
/// ``SubscriberRegistry/reserveToken()``), which never hands out the same
/// token twice, so a late removal can never end someone else's subscription.
public struct SubscriptionToken: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The token's number; tokens reserved later have larger numbers.
    public let rawValue: Int

    /// A token with the given number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders tokens by their number, that is by reservation order.
    public static func < (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` followed by the number, as in `#3`.
    public var description: String { "#\(rawValue)" }
}
