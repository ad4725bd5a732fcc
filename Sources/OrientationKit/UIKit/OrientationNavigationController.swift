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
/// subclassing or swizzling (UIKIT-RULES.md, rules 31-33). It does not
/// override `supportedInterfaceOrientations`: the app delegate stays the
/// single authority.
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
}
#endif
