#if canImport(UIKit)
import OrientationKit
import UIKit

/// The ELOrientationControlDemo flow without a single base class: the app
/// delegate answers with the manager, and each screen states a policy.
///
/// Info.plist: portrait only (the app launches in portrait), as in the demo.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// An SDK's HUD in a window of its own, above the app's.
    private var statsOverlay: StatsOverlayWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        OrientationManager.shared.diagnosticHandler = { diagnostic in
            print("orientation:", diagnostic)
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = MiniPlayerShellViewController(content: MainTabBarController())
        window.makeKeyAndVisible()
        self.window = window
        statsOverlay = StatsOverlayWindow.show(above: window)
        return true
    }

    // The one line.
    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        OrientationManager.shared.supportedInterfaceOrientations(for: window)
    }
}
#endif
