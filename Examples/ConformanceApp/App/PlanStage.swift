#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// A plan's screens on the device: the app window's root and the scene's
/// extra windows, each window with controllers of its own (as the model
/// copies the declarations per window).
@MainActor
final class PlanStage {
    let plan: ConformancePlan
    let window: UIWindow
    private(set) var factory: PlanScreenFactory
    private(set) var extraWindows: [String: (window: UIWindow, factory: PlanScreenFactory)] = [:]

    init(plan: ConformancePlan, window: UIWindow) {
        self.plan = plan
        self.window = window
        factory = PlanScreenFactory(plan: plan)
    }

    /// Builds the root and the extra windows (UIKit's own windows cannot be
    /// made by an app: skipped, with a note).
    func install() -> [String] {
        window.rootViewController = factory.controller(plan.scenario.root)
        var notes: [String] = []
        for declaration in plan.scenario.windows {
            guard !declaration.system else {
                notes.append(
                    "window '\(declaration.id)' stands for one of UIKit's own windows, which an app cannot make; left out"
                )
                continue
            }
            guard let scene = window.windowScene else { continue }
            let extra = UIWindow(windowScene: scene)
            extra.windowLevel = UIWindow.Level(rawValue: CGFloat(declaration.level))
            let factory = PlanScreenFactory(plan: plan)
            extra.rootViewController = factory.controller(declaration.root)
            extra.isHidden = declaration.hidden
            if declaration.key && !declaration.hidden { extra.makeKey() }
            extraWindows[declaration.id] = (extra, factory)
        }
        return notes + factory.notes
    }

    /// Hides and drops the extra windows.
    func tearDown() {
        for (_, extra) in extraWindows {
            extra.window.isHidden = true
            extra.window.rootViewController = nil
        }
        extraWindows = [:]
    }

    /// The app window's controller of a plan screen.
    func controller(_ id: String) -> UIViewController { factory.controller(id) }

    /// The plan id of a controller of any window.
    func id(of controller: UIViewController) -> String? {
        factory.id(of: controller) ?? extraWindows.values.lazy.compactMap { $0.factory.id(of: controller) }.first
    }

    /// The app window's screens as the model reads them (``ScreenNode``).
    func snapshot() -> ScreenNode? {
        window.rootViewController.map(node)
    }

    /// The topmost presented controller not being dismissed.
    var topPresented: UIViewController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController, !next.isBeingDismissed { top = next }
        return top
    }

    /// The last presented controller, even one being dismissed (an
    /// interactive dismissal runs on its coordinator).
    var lastPresented: UIViewController? {
        var last: UIViewController?
        var next = window.rootViewController?.presentedViewController
        while let controller = next {
            last = controller
            next = controller.presentedViewController
        }
        return last
    }

    /// The deepest visible controller of the top layer, through containers.
    var topVisible: UIViewController? {
        var current = topPresented
        while let next = current.flatMap(Self.shownChildren)?.last { current = next }
        return current
    }

    /// The topmost visible controller of a class, in the top layer.
    func topmostVisible<T: UIViewController>(_ type: T.Type) -> T? {
        var current = topPresented
        var found: T?
        while let controller = current {
            if let match = controller as? T { found = match }
            current = Self.shownChildren(controller).last
        }
        return found
    }

    private func node(_ controller: UIViewController) -> ScreenNode {
        let presented = controller.presentedViewController.flatMap { $0.isBeingDismissed ? nil : node($0) }
        return ScreenNode(id: id(of: controller), shown: Self.shownChildren(controller).map(node), presented: presented)
    }

    /// The children a container shows at once, in view order.
    static func shownChildren(_ controller: UIViewController) -> [UIViewController] {
        switch controller {
        case let navigation as UINavigationController:
            return navigation.topViewController.map { [$0] } ?? []
        case let tabs as UITabBarController:
            return tabs.selectedViewController.map { [$0] } ?? []
        case let split as UISplitViewController:
            return split.viewControllers.last.map { [$0] } ?? []
        case let container as PlanContainerViewController:
            return container.shownChildren
        default:
            // A hosting controller's children, not the library's probes.
            return controller.children.filter { $0 is PlanScreenControlling }
        }
    }
}
#endif
