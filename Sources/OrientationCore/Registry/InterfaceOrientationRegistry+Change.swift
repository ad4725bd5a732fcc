extension InterfaceOrientationRegistry {
    /// What one mutation of the registry changed, for a driver to act on.
    public struct Change: Sendable, Hashable {
        /// The resolution before the mutation.
        public let previous: Resolution
        /// The resolution after it.
        public let current: Resolution

        /// True when UIKit must be told: the supported orientations differ.
        public var maskChanged: Bool { previous.mask != current.mask }

        /// True when the registrations just stopped sharing an orientation:
        /// the moment to report `ORI-501` (once, not on every later change
        /// while the fallback lasts).
        public var entersFallback: Bool {
            current.source == .emptyIntersectionFallback && previous.source != .emptyIntersectionFallback
        }
    }

    /// The change from `previous` (a ``resolution`` read before a mutation)
    /// to the current ``resolution``.
    public func change(since previous: Resolution) -> Change {
        Change(previous: previous, current: resolution)
    }
}
