#if canImport(UIKit) && os(iOS)
import UIKit

/// An opt-in `UINavigationController` whose status bar style and
/// visibility, home indicator and deferred screen edges follow the screen on
/// top, as ELOrientationControlDemo's base class did by hand.
///
/// Not needed for orientation: ``UIKit/UIViewController/orientationPolicy``
/// works with a plain `UINavigationController`. Use this class only when the
/// screens also want to control the status bar or home indicator, which
/// UIKit asks the container about and which cannot be redirected without
/// subclassing or swizzling (UIKIT-RULES.md, rules 31-33). On iOS 26 and
/// later it also answers `prefersInterfaceOrientationLocked` from the
/// deciding screen's policy, where masks are ignored but the lock can hold
/// (rule 68). It does not override `supportedInterfaceOrientations`: the
/// app delegate (or, on iOS 27, the scene delegate) stays the single
/// authority.
@MainActor
open class OrientationNavigationController: UINavigationController {
    /// The top screen decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { orientationAppearanceChild }
    /// The top screen decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { orientationAppearanceChild }
    /// The top screen decides whether the home indicator hides.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { orientationAppearanceChild }
    /// The top screen decides which screen edges defer system gestures.
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { orientationAppearanceChild }
    /// The top screen's status bar animation.
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
    /// else the top screen, as for the status bar.
    @available(iOS 26.0, *)
    open override var childForInterfaceOrientationLock: UIViewController? {
        OrientationManager.shared.decidesOrientationLock(for: self) ? nil : orientationAppearanceChild
    }
    #endif
}
#endif
