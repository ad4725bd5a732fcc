#if canImport(UIKit) && os(iOS)
import UIKit

/// A container of your own that says which of its children decide the
/// interface orientation, as `childForStatusBarStyle` says which child
/// decides the status bar. Adopt it in a custom container (or a
/// `UIHostingController` subclass) that shows several children at once.
///
/// Without it, the library takes every child whose view is in the window,
/// not hidden and not transparent, in the order of `children` (view order):
/// children that state no policy are transparent, and the children that do
/// decide together, the first leading (UIKit rule 43 in
/// `docs/UIKitRules.md`). With it, only the children it returns count:
///
/// ```swift
/// final class ShellViewController: UIViewController, OrientationChildProviding {
///     let tabs = MainTabBarController()
///     let miniPlayer = MiniPlayerViewController()
///
///     // The mini player never decides, whatever it states.
///     var childrenForInterfaceOrientation: [UIViewController] { [tabs] }
/// }
/// ```
///
/// Call ``OrientationManager/setNeedsUpdate(for:)`` when the answer changes.
/// The library reads it for custom containers and hosting controllers; a
/// navigation, tab bar, split or page view controller shows the child UIKit
/// says it shows.
@MainActor
public protocol OrientationChildProviding: UIViewController {
    /// The children whose screens decide orientation, in view order (the
    /// first beneath, the last on top). Only direct children count; others
    /// are ignored. An empty array: no child decides, the container's own
    /// ``UIKit/UIViewController/orientationPolicy`` (or what is beneath it)
    /// does.
    var childrenForInterfaceOrientation: [UIViewController] { get }
}
#endif
