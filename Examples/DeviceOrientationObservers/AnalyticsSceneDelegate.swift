#if canImport(UIKit) && os(iOS)
import OrientationKit
import UIKit

/// A scene delegate that records the interface orientation for analytics
/// (`InterfaceOrientationObserver` with a closure) and forwards scene
/// updates so that iOS 13-15 report rotations too.
final class AnalyticsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var interfaceOrientation: InterfaceOrientationObserver?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        interfaceOrientation = InterfaceOrientationObserver(windowScene: windowScene) { orientation in
            Analytics.record("interface_orientation", value: orientation.name)
        }
        Analytics.record("launch_orientation", value: interfaceOrientation?.orientation.name ?? "unknown")
        Analytics.record("device_motion", value: MotionOrientationObserver.isAvailable ? "available" : "unavailable")
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        InterfaceOrientationObserver.windowSceneDidUpdate(windowScene)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        interfaceOrientation?.cancel()
        interfaceOrientation = nil
    }
}

/// A stand-in for the app's analytics client.
@MainActor
enum Analytics {
    static func record(_ event: String, value: String) {
        print("analytics:", event, value)
    }
}
#endif
