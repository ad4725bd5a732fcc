#if canImport(UIKit) && os(iOS)
import UIKit

/// Reads which children a view controller shows, from the public state of
/// UIKit's containers. The library's own invisible children (the UIKit probe
/// and the SwiftUI hosting probe) are never reported.
@MainActor
enum ContainerReader {
    /// What one view controller contains.
    struct Containment {
        /// The kind of node.
        var kind: ScreenKind
        /// The children that matter to orientation, in the container's order.
        var children: [UIViewController]
        /// The children shown, in view order (the first beneath); empty lets
        /// the tree pick the kind's default.
        var visible: [UIViewController]
    }

    /// The containment of a view controller.
    static func read(_ viewController: UIViewController) -> Containment {
        switch viewController {
        case let navigation as UINavigationController:
            let stack = navigation.viewControllers
            return Containment(kind: .navigation, children: stack, visible: stack.last.map { [$0] } ?? [])
        case let tabs as UITabBarController:
            return read(tabs)
        case let split as UISplitViewController:
            let columns = split.viewControllers
            let front = split.isCollapsed ? columns.first : columns.last
            return Containment(kind: .split, children: columns, visible: front.map { [$0] } ?? [])
        case let pages as UIPageViewController:
            let current = (pages.viewControllers ?? []).prefix(1).map { $0 }
            return Containment(kind: .container, children: current, visible: current)
        default:
            return readCustom(viewController)
        }
    }

    /// A custom container or a hosting controller: the children the
    /// container names through ``OrientationChildProviding``, else every
    /// child shown (view in a window, not hidden, not transparent), in view
    /// order (UIKit rules 43-44). When none is shown yet, a hosting
    /// controller counts them all and a custom container its last child.
    static func readCustom(_ viewController: UIViewController) -> Containment {
        let isHosting = ControllerClassInspector.traits(of: viewController).isHosting
        let children = viewController.children.filter { !isProbe($0) }
        guard !children.isEmpty else {
            return Containment(kind: isHosting ? .hosting : .plain, children: [], visible: [])
        }
        let visible: [UIViewController]
        if let provider = viewController as? OrientationChildProviding {
            visible = provider.childrenForInterfaceOrientation.filter { named in children.contains { $0 === named } }
        } else {
            let shown = children.filter(isShown)
            visible = !shown.isEmpty ? shown : isHosting ? children : [children[children.count - 1]]
        }
        return Containment(kind: isHosting ? .hosting : .container, children: children, visible: visible)
    }

    /// True for the library's invisible children.
    static func isProbe(_ viewController: UIViewController) -> Bool {
        viewController is OrientationProbeViewController || viewController is HostingProbeController
    }

    /// True when a child's view is in a window, not hidden and not transparent.
    static func isShown(_ viewController: UIViewController) -> Bool {
        guard let view = viewController.viewIfLoaded else { return false }
        return view.window != nil && !view.isHidden && view.alpha > 0
    }
}
#endif
