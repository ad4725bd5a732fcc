#if canImport(UIKit) && os(iOS)
import UIKit

extension UIViewController {
    /// The child whose status bar, home indicator and screen-edge
    /// preferences this controller should forward to: the visible child as
    /// the orientation snapshot reads it (a navigation stack's top, the
    /// selected tab, the front split column, the current page, or a custom
    /// container's topmost shown child: the last one it names through
    /// ``OrientationChildProviding``, else the last one in the window), or
    /// `nil` for a plain screen.
    ///
    /// UIKit only asks containers through `childForStatusBarStyle` and its
    /// siblings, which cannot be changed without subclassing (UIKitRules.md,
    /// rules 31-33). Return this from those overrides in your own container,
    /// or use ``OrientationNavigationController`` and
    /// ``OrientationTabBarController``, which do so.
    @MainActor
    public var orientationAppearanceChild: UIViewController? {
        OrientationManager.shared.driver.appearanceChild(of: self)
    }
}

extension UIViewController {
    /// True for the invisible child view controller OrientationKit adds to
    /// each screen that states an ``UIKit/UIViewController/orientationPolicy``
    /// (see docs/UIKit.md, "How it works"). Custom containers that iterate
    /// their own `children` can skip it with this.
    @MainActor
    public var isOrientationProbe: Bool { self is OrientationProbeViewController }
}
#endif
