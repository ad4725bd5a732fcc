extension ControllerKind {
    /// One class in a view controller's ancestry, as the Objective-C
    /// runtime describes it (OrientationKit's `ControllerClassInspector`).
    public struct ClassLevel<Implementation: Equatable> {
        /// `NSStringFromClass`.
        public var name: String
        /// True for UIKit's containers and `UIViewController` itself.
        public var isUIKitBase: Bool
        /// The implementation of `supportedInterfaceOrientations`.
        public var supportedGetter: Implementation?
        /// The implementation of `preferredInterfaceOrientationForPresentation`.
        public var preferredGetter: Implementation?

        /// A level of a class's ancestry.
        public init(name: String, isUIKitBase: Bool, supportedGetter: Implementation?, preferredGetter: Implementation?)
        {
            self.name = name
            self.isUIKitBase = isUIKitBase
            self.supportedGetter = supportedGetter
            self.preferredGetter = preferredGetter
        }
    }

    /// The kind of a view controller from its class's `ancestry`, the
    /// class first (UIKit rules 38 and 41): it hosts SwiftUI when a
    /// `UIHostingController` is in its ancestry; it overrides a getter when
    /// its implementation differs from that of its nearest UIKit base (the
    /// base itself overrides nothing).
    public init<Implementation>(
        container: Container, ancestry: [ClassLevel<Implementation>], isProbe: Bool, origin: Origin,
        isLibraryContainer: Bool
    ) {
        let base = ancestry.firstIndex { $0.isUIKitBase } ?? ancestry.count - 1
        func overrides(_ getter: KeyPath<ClassLevel<Implementation>, Implementation?>) -> Bool {
            base > 0 && ancestry[0][keyPath: getter] != ancestry[base][keyPath: getter]
        }
        self.init(
            container: container, isHosting: ancestry.contains { $0.name.contains("UIHostingController") },
            isProbe: isProbe, overridesSupported: overrides(\.supportedGetter),
            overridesPreferred: overrides(\.preferredGetter), origin: origin, isLibraryContainer: isLibraryContainer)
    }
}

extension ControllerKind.Origin {
    /// Where a class comes from, by its bundle (`Bundle(for:)`): the app's
    /// main bundle, AVKit's (`com.apple.AVKit`), UIKit's own, or another.
    public init(isMainBundle: Bool, bundleIdentifier: String?, isUIKitBundle: Bool) {
        if isMainBundle {
            self = .app
        } else if bundleIdentifier == "com.apple.AVKit" {
            self = .avKit
        } else {
            self = isUIKitBundle ? .uikit : .framework
        }
    }
}
