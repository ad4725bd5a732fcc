#if canImport(UIKit) && os(iOS)
import UIKit

/// An opt-in `UITabBarController` whose status bar, home indicator and
/// deferred screen edges follow the selected tab (and through an
/// ``OrientationNavigationController`` inside it, the screen on top).
///
/// Not needed for orientation; see ``OrientationNavigationController`` for
/// why it exists and what it does not do.
@MainActor
open class OrientationTabBarController: UITabBarController {
    /// The selected tab decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { orientationAppearanceChild }
    /// The selected tab decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { orientationAppearanceChild }
    /// The selected tab decides whether the home indicator hides.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { orientationAppearanceChild }
    /// The selected tab decides which screen edges defer system gestures.
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { orientationAppearanceChild }
    /// The selected tab's status bar animation.
    open override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        orientationAppearanceChild?.preferredStatusBarUpdateAnimation ?? super.preferredStatusBarUpdateAnimation
    }

    #if canImport(UIKit, _version: 9000)
    /// iOS 26+: the deciding screen's wish to keep the orientation shown
    /// (``OrientationManager/prefersOrientationLock(for:)``, rule 68).
    @available(iOS 26.0, *)
    open override var prefersInterfaceOrientationLocked: Bool {
        OrientationManager.shared.prefersOrientationLock(for: self)
    }
    /// iOS 26+: itself while a screen states a policy (the library decides),
    /// else the selected tab, as for the status bar.
    @available(iOS 26.0, *)
    open override var childForInterfaceOrientationLock: UIViewController? {
        OrientationManager.shared.decidesOrientationLock(for: self) ? nil : orientationAppearanceChild
    }
    #endif
}
#endif
