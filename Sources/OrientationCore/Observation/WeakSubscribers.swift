/// Subscribers held weakly, each under its own ``SubscriptionToken``.
///
/// Holding subscribers weakly keeps the library from keeping any observer
/// (or what it captures) alive: when its owner lets go, the subscriber is
/// released, and the next ``pruneReleased()`` forgets its entry. Removing a
/// token takes effect exactly once; removing it again, or removing a token
/// never inserted, does nothing.
public struct WeakSubscribers<Subscriber: AnyObject> {
    private struct Entry {
        weak var subscriber: Subscriber?
    }

    private var entries: [SubscriptionToken: Entry] = [:]
    private var nextToken = 0

    /// An empty list.
    public init() {}

    /// A fresh token; tokens are never reused.
    public mutating func reserveToken() -> SubscriptionToken {
        defer { nextToken += 1 }
        return SubscriptionToken(rawValue: nextToken)
    }

    /// How many entries are kept, including released subscribers not pruned
    /// yet.
    public var count: Int { entries.count }

    /// The tokens of the kept entries, in reservation order.
    public var tokens: [SubscriptionToken] { entries.keys.sorted() }

    /// The subscribers still alive, in the order of their tokens.
    public var subscribers: [Subscriber] {
        entries.sorted { $0.key < $1.key }.compactMap(\.value.subscriber)
    }

    /// Whether an entry is kept under `token`.
    public func contains(_ token: SubscriptionToken) -> Bool {
        entries[token] != nil
    }

    /// Keeps `subscriber` weakly under `token`, replacing what was there.
    public mutating func insert(_ subscriber: Subscriber, for token: SubscriptionToken) {
        entries[token] = Entry(subscriber: subscriber)
    }

    /// Keeps `subscriber` weakly under a fresh token, which it returns.
    @discardableResult
    public mutating func insert(_ subscriber: Subscriber) -> SubscriptionToken {
        let token = reserveToken()
        insert(subscriber, for: token)
        return token
    }

    /// Forgets the entry under `token`. Returns `true` if there was one:
    /// exactly once per inserted token.
    @discardableResult
    public mutating func remove(_ token: SubscriptionToken) -> Bool {
        entries.removeValue(forKey: token) != nil
    }

    /// Forgets the live subscribers that match `shouldRemove`; returns their
    /// tokens in order.
    @discardableResult
    public mutating func removeAll(where shouldRemove: (Subscriber) -> Bool) -> [SubscriptionToken] {
        let matching = entries.filter { $0.value.subscriber.map(shouldRemove) ?? false }.keys.sorted()
        for token in matching { entries[token] = nil }
        return matching
    }

    /// Forgets the entries whose subscriber has been released; returns their
    /// tokens in order.
    @discardableResult
    public mutating func pruneReleased() -> [SubscriptionToken] {
        let released = entries.filter { $0.value.subscriber == nil }.keys.sorted()
        for token in released { entries[token] = nil }
        return released
    }
}
