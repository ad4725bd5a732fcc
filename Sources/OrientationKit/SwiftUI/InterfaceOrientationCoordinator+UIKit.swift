#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import OrientationCore
import UIKit

extension InterfaceOrientationCoordinator {
    /// Tells UIKit that the mask changed. Every foreground window asks
    /// again (the mask is app-wide), but only `scene`, the scene of the view
    /// whose registration changed, is asked to rotate when its orientation
    /// is no longer allowed by the app delegate's answer: never another
    /// window, and never while that scene is inactive (the request waits for
    /// its activation and is recomputed then, `ORI-303`). Scenes whose
    /// windows a joined ``OrientationManager`` answers for are left to it:
    /// it already re-ran its engine when the views' mask became its default.
    func applyChange(scene: UIWindowScene?) {
        let managed = Set(OrientationManager.shared.driver.drivenScenes.map(ObjectIdentifier.init))
        if let scene, !managed.contains(ObjectIdentifier(scene)) {
            let isActive = scene.activationState == .foregroundActive
            if requestGate.request(for: ObjectIdentifier(scene), isActive: isActive) {
                rotateIfNeeded(scene)
            } else {
                perform(.setNeedsUpdateOfSupportedInterfaceOrientations, on: scene)
                report(
                    OrientationDiagnostic(
                        .engineRequestDeferred,
                        "The views' orientations changed while their scene was inactive; a rotation, if still needed, waits until it is active again."
                    ))
            }
        }
        for other in Self.foregroundScenes() where !managed.contains(ObjectIdentifier(other)) && other !== scene {
            perform(.setNeedsUpdateOfSupportedInterfaceOrientations, on: other)
        }
    }

    /// Asks `scene` again, and to rotate into the app delegate's answer
    /// when its orientation is no longer in it.
    private func rotateIfNeeded(_ scene: UIWindowScene) {
        let osMajorVersion: Int
        if #available(iOS 16.0, *) { osMajorVersion = 16 } else { osMajorVersion = 15 }
        let current =
            OrientationCore.InterfaceOrientation(rawValue: scene.shownInterfaceOrientation.rawValue) ?? .unknown
        let calls = InterfaceOrientationRegistry.platformCalls(
            toAllow: appAnswer(for: scene), current: current, osMajorVersion: osMajorVersion)
        for call in calls { perform(call, on: scene) }
    }

    /// What the app delegate answers for the scene's key (or first) window,
    /// or the registry's mask when it does not implement the question.
    private func appAnswer(for scene: UIWindowScene) -> InterfaceOrientationMask {
        let application = UIApplication.shared
        guard let window = scene.windows.first(where: \.isKeyWindow) ?? scene.windows.first,
            let answer = application.delegate?.application?(application, supportedInterfaceOrientationsFor: window)
                ?? SceneDelegateAuthority.answer(for: scene)
        else { return registry.supportedOrientations }
        return InterfaceOrientationMask(rawValue: answer.rawValue)
    }

    /// Executes one call of the core's platform plan.
    private func perform(_ call: PlatformCall, on scene: UIWindowScene) {
        switch call {
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            if #available(iOS 16.0, *) {
                for window in scene.windows {
                    var controller = window.rootViewController
                    while let current = controller {
                        current.setNeedsUpdateOfSupportedInterfaceOrientations()
                        controller = current.presentedViewController
                    }
                }
            } else {
                UIViewController.attemptRotationToDeviceOrientation()
            }
        case .attemptRotationToDeviceOrientation:
            if #unavailable(iOS 16.0) {
                UIViewController.attemptRotationToDeviceOrientation()
            }
        case .requestGeometryUpdate(let mask):
            if #available(iOS 16.0, *) {
                let preferences = UIWindowScene.GeometryPreferences.iOS(
                    interfaceOrientations: UIInterfaceOrientationMask(rawValue: mask.rawValue))
                scene.requestGeometryUpdate(preferences) { @Sendable error in
                    let code = (error as NSError).code
                    let text = error.localizedDescription
                    Task { @MainActor in
                        InterfaceOrientationCoordinator.shared.reportGeometryError(code: code, text: text, mask: mask)
                    }
                }
            }
        case .setLegacyDeviceOrientation(let orientation):
            // The pre-iOS 16 path (UIKitRules.md rule 26); unsupported from 16 on (rule 27).
            if #unavailable(iOS 16.0) {
                UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
            }
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
            break // The registry never asks for the orientation lock (rule 68).
        }
    }

    /// Turns a `UISceneErrorDomain` error into `ORI-402` (denied, 101) or `ORI-403`.
    func reportGeometryError(code: Int, text: String, mask: InterfaceOrientationMask) {
        let diagnosticCode: OrientationDiagnosticCode =
            code == 101
            ? .platformGeometryRequestDenied : .platformGeometryRequestFailed
        report(
            OrientationDiagnostic(
                diagnosticCode,
                "The system did not rotate into \(mask) (UISceneErrorDomain \(code): \(text))."))
        refreshCurrentOrientation()
    }

    /// The window scenes in the foreground, in `connectedScenes` order.
    static func foregroundScenes() -> [UIWindowScene] {
        UIApplication.shared.connectedScenes.compactMap { scene -> UIWindowScene? in
            guard let windowScene = scene as? UIWindowScene,
                windowScene.activationState == .foregroundActive
                    || windowScene.activationState == .foregroundInactive
            else { return nil }
            return windowScene
        }
    }

    /// The Info.plist's default orientations for this device (rules 14-15).
    static func infoPlistDefaultOrientations(bundle: Bundle = .main) -> InterfaceOrientationMask {
        let info = bundle.infoDictionary
        let key = "UISupportedInterfaceOrientations"
        return InterfaceOrientationRegistry.defaultOrientations(
            generic: info?[key] as? [String],
            phone: info?[key + "~iphone"] as? [String],
            pad: info?[key + "~ipad"] as? [String],
            idiom: UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone)
    }
}
#endif
