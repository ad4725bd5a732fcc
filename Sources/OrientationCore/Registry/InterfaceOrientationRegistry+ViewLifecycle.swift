extension InterfaceOrientationRegistry {
    /// One view's registration over its life, as the SwiftUI modifier drives
    /// it: the view's mask is registered exactly while the view is live by
    /// ``ViewPresence`` (appeared, in a window, not dismantled) and removed
    /// the moment it is not, whatever order SwiftUI's `onAppear`,
    /// `onDisappear`, the window reports and the dismantling come in. A view
    /// that is not in a window never constrains the app.
    public struct ViewLifecycle: Sendable, Hashable {
        /// The live registration, while the view is live.
        public private(set) var id: InterfaceOrientationRegistrationID?
        /// The view's latest mask; empty states no preference.
        public private(set) var mask: InterfaceOrientationMask
        /// What is known about the view being on screen.
        public private(set) var presence = ViewPresence()

        /// A view not on screen yet.
        public init(mask: InterfaceOrientationMask = []) {
            self.mask = mask
        }

        /// True while the view's registration is live.
        public var isRegistered: Bool { id != nil }

        /// SwiftUI called `onAppear` with `mask`.
        public mutating func appear(_ mask: InterfaceOrientationMask, in registry: inout InterfaceOrientationRegistry) {
            self.mask = mask
            handle(.appear, in: &registry)
        }

        /// The view's mask changed: the live registration follows at once;
        /// otherwise the mask is only remembered.
        public mutating func change(_ mask: InterfaceOrientationMask, in registry: inout InterfaceOrientationRegistry) {
            self.mask = mask
            if let id { registry.update(id, to: mask) }
        }

        /// SwiftUI called `onDisappear`.
        public mutating func disappear(in registry: inout InterfaceOrientationRegistry) {
            handle(.disappear, in: &registry)
        }

        /// The probe reported whether the view is in a window and visible.
        public mutating func window(contains isInWindow: Bool, in registry: inout InterfaceOrientationRegistry) {
            handle(isInWindow ? .enterWindow : .leaveWindow, in: &registry)
        }

        /// SwiftUI dismantled the view: its registration goes, for good.
        public mutating func dismantle(in registry: inout InterfaceOrientationRegistry) {
            handle(.dismantle, in: &registry)
        }

        /// Applies any signal, then registers or removes so that the
        /// registration exists exactly while the view is live.
        public mutating func handle(_ event: ViewPresence.Event, in registry: inout InterfaceOrientationRegistry) {
            presence.handle(event)
            if presence.isLive {
                if let id, registry.update(id, to: mask) { return }
                id = registry.register(mask)
            } else if let id {
                registry.remove(id)
                self.id = nil
            }
        }
    }
}
