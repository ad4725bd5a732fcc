#if canImport(UIKit)
import OrientationConformance
import OrientationCore
import OrientationKit
import UIKit

/// Carries out a plan's app steps with real UIKit calls (or, for `rotate`
/// and policies in library mode, the library's), as the model's app does:
/// plain mode changes a class's answers, then asks UIKit again the way the
/// model's app does (`setNeedsUpdateOfSupportedInterfaceOrientations` from
/// iOS 16, `attemptRotationToDeviceOrientation` before).
@MainActor
final class StepPerformer {
    private let stage: PlanStage
    private let library: Bool
    /// Errors passed to geometry request handlers, as `UISceneErrorDomain 101: message`.
    private(set) var geometryErrors: [String] = []

    init(stage: PlanStage) {
        self.stage = stage
        library = stage.plan.scenario.app.library
    }

    /// Forgets the errors of the last step.
    func resetErrors() { geometryErrors = [] }

    /// The fire-and-forget form of `rotate(_:to:)`: the plan observes the
    /// result itself. (From an async function the name picks the `async`
    /// form, which waits for the rotation's outcome.)
    private func askLibraryToRotate(_ controller: UIViewController, to orientation: InterfaceOrientation) {
        OrientationManager.shared.rotate(controller, to: orientation)
    }

    /// Carries out an app step; returns what could not be done as planned.
    /// A `present` or `dismiss` UIKit refuses never calls its completion:
    /// the wait for it ends after ``CompletionRace/stepTimeout`` or on Skip.
    func perform(_ action: PlanAction, skipped: () -> Bool) async -> String? {
        switch action {
        case .push(let id):
            guard let navigation = stage.topmostVisible(UINavigationController.self) else {
                return "push: no navigation controller is visible"
            }
            navigation.pushViewController(stage.controller(id), animated: true)
        case .pop:
            guard let navigation = stage.topmostVisible(UINavigationController.self),
                navigation.viewControllers.count > 1
            else {
                return "pop: no navigation controller with two screens is visible"
            }
            navigation.popViewController(animated: true)
        case .present(let id, let style):
            return await present(stage.controller(id), style: style, skipped: skipped)
        case .dismiss:
            guard let top = stage.topPresented, top !== stage.window.rootViewController else {
                return "dismiss: nothing is presented"
            }
            let outcome = await CompletionRace.run(skipped: skipped) { done in
                top.dismiss(animated: true) { done() }
            }
            return TransitionStepNote.dismiss(outcome, done: top.presentingViewController == nil)
        case .selectTab(let index):
            guard let tabs = stage.topmostVisible(UITabBarController.self), index < (tabs.viewControllers?.count ?? 0)
            else {
                return "selectTab: no tab bar with a tab \(index) is visible"
            }
            tabs.selectedIndex = index
        case .setPolicy(let id, let policy, let overrides):
            return setPolicy(id, policy, overrides)
        case .rotate(let orientation):
            let controller = stage.topVisible ?? stage.controller(stage.plan.scenario.root)
            if library {
                askLibraryToRotate(controller, to: orientation)
            } else {
                execute(
                    OrientationCommand.requestGeometryUpdate(orientation.mask).platformCalls(
                        osMajorVersion: Self.osMajorVersion),
                    on: controller)
            }
        case .showWindow(let id), .hideWindow(let id):
            guard let extra = stage.extraWindows[id]?.window else { return "no window '\(id)' was made" }
            let show = if case .showWindow = action { true } else { false }
            extra.isHidden = !show
            if show, stage.plan.scenario.windows.first(where: { $0.id == id })?.key == true { extra.makeKey() }
        case .rotateDevice, .background, .foreground, .interactivePop, .interactiveDismiss, .resize, .fold, .unfold,
            .rotationLock:
            return "\(action.name) is the person's step"
        }
        return nil
    }

    private func present(
        _ controller: UIViewController, style: PresentationStyle, skipped: () -> Bool
    ) async
        -> String?
    {
        guard let presenter = stage.topVisible else { return "present: no screen to present from" }
        controller.modalPresentationStyle = UIModalPresentationStyle(style)
        if style == .popover, let popover = controller.popoverPresentationController {
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(
                x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 1, height: 1)
        }
        if style == .custom { controller.transitioningDelegate = KeepPresenterTransition.shared }
        let outcome = await CompletionRace.run(skipped: skipped) { done in
            presenter.present(controller, animated: true) { done() }
        }
        return TransitionStepNote.present(outcome, done: controller.presentingViewController != nil)
    }

    private func setPolicy(_ id: String, _ policy: PlanPolicy?, _ overrides: PlanOverrides?) -> String? {
        let targets = [stage.controller(id)] + stage.extraWindows.values.compactMap { $0.factory.controllers[id] }
        if library {
            for controller in targets { controller.orientationPolicy = policy?.orientationPolicy }
            return nil
        }
        var note: String?
        for controller in targets {
            guard let answers = Self.answers(of: controller) else { continue }
            answers.overrides = overrides
            if overrides?.preferred != nil && !Self.overridesPreferred(controller) {
                note =
                    "setPolicy: '\(id)' was built without a preferred orientation override; its class cannot add one now"
            }
        }
        execute(
            OrientationCommand.updateSupportedOrientations.platformCalls(osMajorVersion: Self.osMajorVersion),
            on: targets[0])
        return note
    }

    /// Carries out the UIKit calls a plain app makes.
    func execute(_ calls: [PlatformCall], on controller: UIViewController) {
        for call in calls {
            switch call {
            case .setNeedsUpdateOfSupportedInterfaceOrientations:
                if #available(iOS 16.0, *) { controller.setNeedsUpdateOfSupportedInterfaceOrientations() }
            case .requestGeometryUpdate(let mask):
                if #available(iOS 16.0, *) { requestGeometryUpdate(mask) }
            case .setLegacyDeviceOrientation(let orientation):
                if #available(iOS 16.0, *) {
                } else {
                    UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
                }
            case .attemptRotationToDeviceOrientation:
                if #available(iOS 16.0, *) {} else { UIViewController.attemptRotationToDeviceOrientation() }
            case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
                #if canImport(UIKit, _version: 9000)
                if #available(iOS 26.0, *) { controller.setNeedsUpdateOfPrefersInterfaceOrientationLocked() }
                #endif
            }
        }
    }

    @available(iOS 16.0, *)
    private func requestGeometryUpdate(_ mask: InterfaceOrientationMask) {
        guard let scene = stage.window.windowScene else { return }
        let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: UIInterfaceOrientationMask(mask))
        scene.requestGeometryUpdate(preferences) { @Sendable error in
            let failure = error as NSError
            let text = "\(failure.domain) \(failure.code): \(failure.localizedDescription)"
            Task { @MainActor [weak self] in self?.geometryErrors.append(text) }
        }
    }

    static var osMajorVersion: Int { ProcessInfo.processInfo.operatingSystemVersion.majorVersion }

    private static func answers(of controller: UIViewController) -> PlanAnswers? {
        switch controller {
        case let plain as PlanOverridingViewController: plain.answers
        case let navigation as PlanOverridingNavigationController: navigation.answers
        case let tabs as PlanOverridingTabBarController: tabs.answers
        case let split as PlanOverridingSplitViewController: split.answers
        case let container as PlanOverridingContainerViewController: container.answers
        default: nil
        }
    }

    private static func overridesPreferred(_ controller: UIViewController) -> Bool {
        controller is PlanPreferringViewController || controller is PlanPreferringNavigationController
            || controller is PlanPreferringTabBarController
    }
}

/// A custom presentation that keeps the presenter's views in the window
/// (`shouldRemovePresentersView` false, UIKit's default; rule 7).
final class KeepPresenterTransition: NSObject, UIViewControllerTransitioningDelegate {
    @MainActor static let shared = KeepPresenterTransition()

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

extension UIModalPresentationStyle {
    /// The UIKit style of a plan's presentation style.
    init(_ style: PresentationStyle) {
        switch style {
        case .automatic: self = .automatic
        case .fullScreen: self = .fullScreen
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .currentContext: self = .currentContext
        case .custom: self = .custom
        case .overFullScreen: self = .overFullScreen
        case .overCurrentContext: self = .overCurrentContext
        case .popover: self = .popover
        }
    }
}
#endif
