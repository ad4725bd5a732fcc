#if canImport(UIKit) && os(iOS)
import UIKit

/// Reads which children a view controller shows and which one is visible,
/// from the public state of UIKit's containers. The library's own invisible
/// children (the UIKit probe and the SwiftUI hosting probe) are never reported.
@MainActor
enum ContainerReader {
    /// What one view controller contains.
    struct Containment {
        /// The kind of node.
        var kind: ScreenKind
        /// The children that matter to orientation, in the container's order.
        var children: [UIViewController]
        /// The visible child, if known; `nil` lets the tree pick the kind's default.
        var visible: UIViewController?
    }

    /// The containment of a view controller.
    static func read(_ viewController: UIViewController) -> Containment {
        switch viewController {
        case let navigation as UINavigationController:
            let stack = navigation.viewControllers
            return Containment(kind: .navigation, children: stack, visible: stack.last)
        case let tabs as UITabBarController:
            let all = tabs.viewControllers ?? []
            let selected = tabs.selectedViewController
            return Containment(kind: .tabBar, children: all, visible: all.first { $0 === selected })
        case let split as UISplitViewController:
            let columns = split.viewControllers
            return Containment(kind: .split, children: columns,
                               visible: split.isCollapsed ? columns.first : columns.last)
        case let pages as UIPageViewController:
            let current = (pages.viewControllers ?? []).prefix(1).map { $0 }
            return Containment(kind: .container, children: current, visible: current.first)
        default:
            let children = viewController.children.filter {
                !($0 is OrientationProbeViewController) && !($0 is HostingProbeController)
            }
            guard !children.isEmpty else { return Containment(kind: .plain, children: [], visible: nil) }
            return Containment(kind: .container, children: children, visible: visibleChild(of: children))
        }
    }

    /// A custom container's visible child: the last child whose view is in
    /// a window and not hidden, else the last child.
    private static func visibleChild(of children: [UIViewController]) -> UIViewController? {
        for child in children.reversed() {
            if let view = child.viewIfLoaded, view.window != nil, !view.isHidden, view.alpha > 0 { return child }
        }
        return children.last
    }
}
#endif
