#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// Builds the view controllers of one window of a plan: each plan screen
/// once, each child given to the first container that lists it (as the
/// model does). Screens pushed or presented later are built on first use.
@MainActor
final class PlanScreenFactory {
    private let plan: ConformancePlan
    private let library: Bool
    private var built: [String: UIViewController] = [:]
    private var claimed: Set<String> = []
    /// Problems met while building (a class that cannot do what the plan asks).
    private(set) var notes: [String] = []
    /// Every controller built, by plan id.
    var controllers: [String: UIViewController] { built }

    init(plan: ConformancePlan) {
        self.plan = plan
        library = plan.scenario.app.library
    }

    /// The controller of a plan screen, built with its children if needed.
    func controller(_ id: String) -> UIViewController {
        if let existing = built[id] { return existing }
        guard let screen = plan.scenario.screen(id) else {
            let stand = PlanViewController(planID: id)
            built[id] = stand
            return stand
        }
        let controller = make(screen)
        built[id] = controller
        claimed.insert(id)
        attachChildren(of: screen, to: controller)
        if library, let policy = screen.policy { controller.orientationPolicy = policy.orientationPolicy }
        return controller
    }

    /// The plan id of a controller built here.
    func id(of controller: UIViewController) -> String? {
        built.first { $0.value === controller }?.key
    }

    /// In plain mode every class overrides `supportedInterfaceOrientations`
    /// (it records UIKit's questions); in library mode only screens whose
    /// plan gives their class overrides do (rule 41: the library reads them).
    private func make(_ screen: PlanScreen) -> UIViewController {
        let overrides = screen.classOverrides
        let overriding = !library || overrides != nil
        let preferring = overrides?.preferred != nil
        switch screen.kind {
        case .plain:
            if preferring { return PlanPreferringViewController(planID: screen.id, overrides: overrides) }
            return overriding
                ? PlanOverridingViewController(planID: screen.id, overrides: overrides)
                : PlanViewController(planID: screen.id)
        case .navigation:
            let navigation: PlanNavigationController
            if preferring {
                navigation = PlanPreferringNavigationController()
            } else {
                navigation = overriding ? PlanOverridingNavigationController() : PlanNavigationController()
            }
            navigation.planID = screen.id
            (navigation as? PlanOverridingNavigationController)?.answers = PlanAnswers(
                screen: screen.id, overrides: overrides)
            if let hook = overrides?.delegateSupported {
                navigation.hook = ContainerHook(screen: screen.id, mask: hook)
            }
            return navigation
        case .tabBar:
            let tabs: PlanTabBarController
            if preferring {
                tabs = PlanPreferringTabBarController()
            } else {
                tabs = overriding ? PlanOverridingTabBarController() : PlanTabBarController()
            }
            tabs.planID = screen.id
            (tabs as? PlanOverridingTabBarController)?.answers = PlanAnswers(screen: screen.id, overrides: overrides)
            if let hook = overrides?.delegateSupported { tabs.hook = ContainerHook(screen: screen.id, mask: hook) }
            return tabs
        case .split:
            let split = overriding ? PlanOverridingSplitViewController() : PlanSplitViewController()
            split.planID = screen.id
            (split as? PlanOverridingSplitViewController)?.answers = PlanAnswers(
                screen: screen.id, overrides: overrides)
            if preferring {
                notes.append("'\(screen.id)': the split view class does not override the preferred orientation")
            }
            return split
        case .container:
            if preferring {
                notes.append("'\(screen.id)': the container class does not override the preferred orientation")
            }
            return overriding
                ? PlanOverridingContainerViewController(planID: screen.id, overrides: overrides)
                : PlanContainerViewController(planID: screen.id)
        case .hosting:
            if overrides != nil {
                notes.append(
                    "'\(screen.id)': the hosting controller keeps UIKit's defaults; its overrides are not replayed")
            }
            let free = screen.children.filter { claimed.insert($0).inserted }
            let shown = screen.initiallyShown.filter(free.contains)
            return PlanHosting.make(planID: screen.id, shown: shown.map(controller), library: library)
        }
    }

    private func attachChildren(of screen: PlanScreen, to controller: UIViewController) {
        guard screen.kind != .hosting else { return }
        let children = screen.children.filter { child in
            guard !claimed.contains(child) else {
                notes.append("'\(screen.id)' lists '\(child)', which already has a parent; ignored")
                return false
            }
            claimed.insert(child)
            return true
        }
        let built = children.map(self.controller)
        switch controller {
        case let navigation as UINavigationController:
            navigation.setViewControllers(built, animated: false)
        case let tabs as UITabBarController:
            tabs.setViewControllers(built, animated: false)
        case let split as UISplitViewController:
            split.viewControllers = built
        case let container as PlanContainerViewController:
            let shownIDs = screen.initiallyShown
            container.setChildren(built, shown: zip(children, built).filter { shownIDs.contains($0.0) }.map(\.1))
        default:
            break
        }
    }
}
#endif
