#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// One scene, one window: the plan list, a replay or its results are the
/// window's root in turn, so the library always sees the plan's screens in
/// the scene's own window (other windows never decide, rule 51).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = ConformanceWindow(windowScene: windowScene)
        self.window = window
        let coordinator = AppCoordinator(window: window)
        self.coordinator = coordinator
        coordinator.start(LaunchRequest(arguments: ProcessInfo.processInfo.arguments))
        window.makeKeyAndVisible()
        coordinator.windowIsVisible()
        let urls = connectionOptions.urlContexts.map(\.url)
        if !urls.isEmpty { coordinator.importPlans(from: urls) }
    }

    /// Plans shared with the app (AirDrop, Files' "Open in", Mail).
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        coordinator?.importPlans(from: urlContexts.map(\.url))
    }

    /// A rotation or a resize: settling waits until the scene's geometry
    /// stays put (``SettleTracker``).
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        SceneActivity.shared.geometryChangedAt = ProcessInfo.processInfo.systemUptime
    }

    // iOS 27 asks the scene delegate (rule 70); the Objective-C name builds with older SDKs.
    @objc(supportedInterfaceOrientationsForWindowScene:)
    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        OrientationAnswer.shared.answer(for: window)
    }

    #if canImport(UIKit, _version: 9000)
    @available(iOS 26.0, *)
    func windowScene(
        _ windowScene: UIWindowScene,
        didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
    ) {
        SceneActivity.shared.geometryChangedAt = ProcessInfo.processInfo.systemUptime
        if OrientationAnswer.shared.isLibrary { OrientationManager.shared.windowSceneDidUpdateGeometry(windowScene) }
    }
    #endif
}
#endif
