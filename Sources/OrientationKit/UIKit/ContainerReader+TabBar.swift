#if canImport(UIKit) && os(iOS)
import UIKit

extension ContainerReader {
    /// A tab bar controller's tabs and the one shown (UIKit rule 45).
    ///
    /// - A tab bar built with iOS 18's `tabs` (UITab, SwiftUI's `Tab`) may
    ///   answer `viewControllers` with nil: its tabs' controllers are then
    ///   read from `children`.
    /// - A tab chosen from the More list is shown inside UIKit's More
    ///   navigation controller, whose stack holds it: the More controller is
    ///   the visible child, and the chosen controller is read as part of its
    ///   stack, not as a tab of its own.
    /// - A selected controller that is not listed but sits in a listed
    ///   wrapper (a sidebar layout) is shown through that wrapper.
    /// - When no selected controller is reported, the tab whose view is in
    ///   the window is the one shown.
    static func read(_ tabs: UITabBarController) -> Containment {
        var all = tabs.viewControllers ?? tabs.children.filter { !isProbe($0) }
        var selected = tabs.selectedViewController
        let more = tabs.moreNavigationController
        if let chosen = selected, chosen === more || chosen.parent === more {
            all.removeAll { $0.parent === more || $0 === more }
            all.append(more)
            selected = more
        } else if let chosen = selected, !all.contains(where: { $0 === chosen }) {
            // Shown inside a wrapper of the tab bar's own (a sidebar layout),
            // or not listed at all: the listed ancestor, else the controller.
            if let wrapper = listedAncestor(of: chosen, in: all, below: tabs) {
                selected = wrapper
            } else {
                all.append(chosen)
            }
        }
        let shown = selected.flatMap { chosen in all.first { $0 === chosen } } ?? all.first(where: isShown)
        return Containment(kind: .tabBar, children: all, visible: shown.map { [$0] } ?? [])
    }

    /// The first ancestor of `controller`, below `container`, that `listed` holds.
    private static func listedAncestor(
        of controller: UIViewController, in listed: [UIViewController],
        below container: UIViewController
    ) -> UIViewController? {
        var current = controller.parent
        var steps = 0
        while let candidate = current, candidate !== container, steps < ScreenTreeSnapshot.maximumDepth {
            if listed.contains(where: { $0 === candidate }) { return candidate }
            current = candidate.parent
            steps += 1
        }
        return nil
    }
}
#endif
