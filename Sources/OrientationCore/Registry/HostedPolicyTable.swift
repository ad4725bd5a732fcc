/// The policies SwiftUI views give the screens hosting them (their hosting
/// view controllers), and the one policy each screen ends up with.
///
/// A view is placed on its host with its policy and whether it is shown
/// there (a page of a page-style `TabView` that is scrolled away is not);
/// a host's policy is the `OrientationPolicy.intersection(of:)` of the
/// policies of its shown views, oldest placement first. The table reports
/// which hosts' policies changed, so the driver tells UIKit only then: never
/// again when nothing changed, and never a policy that no shown view states
/// any more (a view removed, swapped out or scrolled away stops counting at
/// once). The driver reads a host's policy when it snapshots the window, so
/// a placement is seen by the very next question UIKit asks.
public struct HostedPolicyTable<Host: Hashable & Sendable, View: Hashable & Sendable>: Sendable {
    /// One view's placement.
    public struct Entry: Sendable, Hashable {
        /// The host the view is in, `nil` while it is not known.
        public let host: Host?
        /// The view's policy.
        public let policy: OrientationPolicy
        /// True while the view is shown in its host.
        public let isShown: Bool
        /// When the view was first placed; older first.
        let order: UInt64
    }

    /// A host whose policy changed.
    public struct Change: Sendable, Hashable {
        /// The host.
        public let host: Host
        /// Its policy before.
        public let previous: OrientationPolicy.Intersection
        /// Its policy now.
        public let current: OrientationPolicy.Intersection

        /// True when the host's views just stopped sharing an orientation:
        /// the moment to report `ORI-502`, once.
        public var entersConflict: Bool { current.diagnostic != nil && previous.diagnostic == nil }
    }

    private var entries: [View: Entry] = [:]
    private var nextOrder: UInt64 = 0

    /// An empty table.
    public init() {}

    /// The number of views placed.
    public var count: Int { entries.count }

    /// The placement of a view, if any.
    public func entry(for view: View) -> Entry? { entries[view] }

    /// Places (or places again) a view: its host, policy and whether it is
    /// shown there. Returns the hosts whose policy changed (the old host too
    /// when the view moved); empty when nothing changed.
    public mutating func place(
        _ view: View, policy: OrientationPolicy, on host: Host?,
        isShown: Bool
    ) -> [Change] {
        let old = entries[view]
        if let old, old.host == host, old.policy == policy, old.isShown == isShown { return [] }
        let affected = Self.hosts(old?.host, host)
        let before = affected.map { intersection(for: $0) }
        let order: UInt64
        if let old {
            order = old.order
        } else {
            order = nextOrder
            nextOrder &+= 1
        }
        entries[view] = Entry(host: host, policy: policy, isShown: isShown, order: order)
        return changes(affected, before)
    }

    /// Removes a view (SwiftUI dismantled it). Returns its host when that
    /// host's policy changed.
    public mutating func remove(_ view: View) -> [Change] {
        guard let old = entries[view] else { return [] }
        let affected = Self.hosts(old.host, nil)
        let before = affected.map { intersection(for: $0) }
        entries[view] = nil
        return changes(affected, before)
    }

    /// The views placed on a host, oldest first, shown or not.
    public func views(on host: Host) -> [View] {
        entries.filter { $0.value.host == host }.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// True when some view is placed on the host, shown or not.
    public func hasViews(on host: Host) -> Bool { entries.values.contains { $0.host == host } }

    /// The host's combined policy and `ORI-502` when its views conflict.
    public func intersection(for host: Host) -> OrientationPolicy.Intersection {
        let shown = entries.values.filter { $0.host == host && $0.isShown }.sorted { $0.order < $1.order }
        return OrientationPolicy.intersection(of: shown.map(\.policy))
    }

    /// The host's combined policy, `nil` when no shown view states one.
    public func policy(for host: Host) -> OrientationPolicy? { intersection(for: host).policy }

    private static func hosts(_ first: Host?, _ second: Host?) -> [Host] {
        var result: [Host] = []
        if let first { result.append(first) }
        if let second, second != first { result.append(second) }
        return result
    }

    private func changes(_ hosts: [Host], _ before: [OrientationPolicy.Intersection]) -> [Change] {
        zip(hosts, before).compactMap { host, previous in
            let current = intersection(for: host)
            // Only the policy and whether the views conflict matter to UIKit.
            let same =
                current.policy == previous.policy
                && (current.diagnostic == nil) == (previous.diagnostic == nil)
            return same ? nil : Change(host: host, previous: previous, current: current)
        }
    }
}
