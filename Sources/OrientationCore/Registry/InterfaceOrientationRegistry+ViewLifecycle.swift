extension InterfaceOrientationRegistry {
    /// One view's registration over its life on screen, as the SwiftUI
    /// modifier drives it: registered when the view appears, updated while it
    /// is shown, removed exactly once when it disappears. Every step is
    /// idempotent, so the modifier may call them in any order SwiftUI
    /// produces (a second `onAppear`, `onDisappear` then dismantling).
    public struct ViewLifecycle: Sendable, Hashable {
        /// The live registration, while the view is on screen.
        public private(set) var id: InterfaceOrientationRegistrationID?
        /// The view's latest mask; empty states no preference.
        public private(set) var mask: InterfaceOrientationMask

        /// A view not on screen yet.
        public init(mask: InterfaceOrientationMask = []) {
            self.mask = mask
        }

        /// True while the view's registration is live.
        public var isRegistered: Bool { id != nil }

        /// The view appeared with `mask`: registers it, or updates the
        /// registration when it is already live.
        public mutating func appear(_ mask: InterfaceOrientationMask, in registry: inout InterfaceOrientationRegistry) {
            self.mask = mask
            if let id, registry.update(id, to: mask) { return }
            id = registry.register(mask)
        }

        /// The view's mask changed: updates the live registration; before the
        /// view appears or after it disappeared, only remembers the mask.
        public mutating func change(_ mask: InterfaceOrientationMask, in registry: inout InterfaceOrientationRegistry) {
            self.mask = mask
            if let id { registry.update(id, to: mask) }
        }

        /// The view disappeared or was removed: removes the registration,
        /// once; later calls do nothing.
        public mutating func disappear(in registry: inout InterfaceOrientationRegistry) {
            guard let id else { return }
            registry.remove(id)
            self.id = nil
        }
    }
}
