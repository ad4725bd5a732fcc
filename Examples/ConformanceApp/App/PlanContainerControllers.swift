#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// A plan's navigation controller. The library's opt-in class, which
/// overrides no orientation getter (rule 41) but answers the orientation
/// lock preference (rule 68), as the model assumes of the library's drivers.
class PlanNavigationController: OrientationNavigationController, PlanScreenControlling {
    var planID = ""
    /// The delegate answering `navigationControllerSupportedInterfaceOrientations` (rule 12), when the plan has one.
    var hook: ContainerHook? {
        didSet { delegate = hook }
    }
}

/// A navigation controller whose class overrides the orientation getters (rule 13).
class PlanOverridingNavigationController: PlanNavigationController {
    var answers = PlanAnswers(screen: "", overrides: nil)
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        answers.supported(super.supportedInterfaceOrientations)
    }
    override var shouldAutorotate: Bool { answers.shouldAutorotate }
}

/// Also overrides `preferredInterfaceOrientationForPresentation`.
final class PlanPreferringNavigationController: PlanOverridingNavigationController {
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { answers.preferred(.portrait) }
}

/// A plan's tab bar controller (the library's opt-in class).
class PlanTabBarController: OrientationTabBarController, PlanScreenControlling {
    var planID = ""
    /// The delegate answering `tabBarControllerSupportedInterfaceOrientations` (rule 12), when the plan has one.
    var hook: ContainerHook? {
        didSet { delegate = hook }
    }
}

/// A tab bar controller whose class overrides the orientation getters (rule 13).
class PlanOverridingTabBarController: PlanTabBarController {
    var answers = PlanAnswers(screen: "", overrides: nil)
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        answers.supported(super.supportedInterfaceOrientations)
    }
    override var shouldAutorotate: Bool { answers.shouldAutorotate }
}

/// Also overrides `preferredInterfaceOrientationForPresentation`.
final class PlanPreferringTabBarController: PlanOverridingTabBarController {
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { answers.preferred(.portrait) }
}

/// A plan's split view controller: its last column is the visible one.
class PlanSplitViewController: UISplitViewController, PlanScreenControlling {
    var planID = ""

    #if canImport(UIKit, _version: 9000)
    @available(iOS 26.0, *)
    override var prefersInterfaceOrientationLocked: Bool {
        OrientationAnswer.shared.isLibrary && OrientationManager.shared.prefersOrientationLock(for: self)
    }
    #endif
}

/// A split view controller whose class overrides the orientation getters.
final class PlanOverridingSplitViewController: PlanSplitViewController {
    var answers = PlanAnswers(screen: "", overrides: nil)
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        answers.supported(super.supportedInterfaceOrientations)
    }
    override var shouldAutorotate: Bool { answers.shouldAutorotate }
}

/// A navigation or tab bar controller's delegate that answers for the
/// container (rules 12-13); the answer counts as the container's in ``AskLog``.
final class ContainerHook: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let answers: PlanAnswers
    private let mask: UIInterfaceOrientationMask

    init(screen: String, mask: InterfaceOrientationMask) {
        answers = PlanAnswers(screen: screen, overrides: PlanOverrides(supported: mask))
        self.mask = UIInterfaceOrientationMask(mask)
        super.init()
    }

    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
        answers.supported(mask)
    }

    func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientationMask {
        answers.supported(mask)
    }
}
#endif
