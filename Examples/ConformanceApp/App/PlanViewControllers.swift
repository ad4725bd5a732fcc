#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// A plan screen whose class overrides nothing UIKit asks about
/// orientation: UIKit's defaults (rule 9). In a library replay it answers
/// the orientation lock preference from the library (iOS 26+, rule 68), as
/// the library's containers do.
class PlanViewController: UIViewController, PlanScreenControlling {
    let planID: String

    init(planID: String) {
        self.planID = planID
        super.init(nibName: nil, bundle: nil)
        title = planID
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        ScreenLook.decorate(view, id: planID)
    }

    #if canImport(UIKit, _version: 9000)
    @available(iOS 26.0, *)
    override var prefersInterfaceOrientationLocked: Bool {
        OrientationAnswer.shared.isLibrary && OrientationManager.shared.prefersOrientationLock(for: self)
    }
    #endif
}

/// A plan screen whose class overrides `supportedInterfaceOrientations`
/// and `shouldAutorotate` (a screen the app does not own, or, in plain
/// mode, every screen: its policy became its overrides).
class PlanOverridingViewController: PlanViewController {
    let answers: PlanAnswers

    init(planID: String, overrides: PlanOverrides?) {
        answers = PlanAnswers(screen: planID, overrides: overrides)
        super.init(planID: planID)
    }

    required init?(coder: NSCoder) { nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { answers.supported(.idiomDefault) }
    override var shouldAutorotate: Bool { answers.shouldAutorotate }
}

/// Also overrides `preferredInterfaceOrientationForPresentation` (rule 11:
/// UIKit tells an override from the default, so only screens whose plan
/// sets a preferred orientation use this class).
final class PlanPreferringViewController: PlanOverridingViewController {
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        answers.preferred(.portrait)
    }
}

/// A custom container showing some of its children side by side, in view
/// order (`visible`, else its first child), like the model's containers.
class PlanContainerViewController: PlanViewController {
    private(set) var shownChildren: [UIViewController] = []

    /// Makes `children` its children and shows `shown` of them.
    func setChildren(_ all: [UIViewController], shown: [UIViewController]) {
        loadViewIfNeeded()
        for child in all {
            addChild(child)
            child.didMove(toParent: self)
        }
        shownChildren = shown
        let stack = UIStackView(arrangedSubviews: shown.map(\.view))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }
}

/// A custom container whose class overrides the orientation getters.
final class PlanOverridingContainerViewController: PlanContainerViewController {
    private(set) var answers = PlanAnswers(screen: "", overrides: nil)

    convenience init(planID: String, overrides: PlanOverrides?) {
        self.init(planID: planID)
        answers = PlanAnswers(screen: planID, overrides: overrides)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { answers.supported(.idiomDefault) }
    override var shouldAutorotate: Bool { answers.shouldAutorotate }
}
#endif
