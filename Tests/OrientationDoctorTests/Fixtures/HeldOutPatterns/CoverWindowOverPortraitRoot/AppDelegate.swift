import UIKit

// The same cover over a portrait-only root (Pocket Casts' tab bar): while it is up, its default
// answer lets the app turn.
final class TabsController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

final class SplashController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?
    private lazy var tabs = TabsController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        guard let scene = window?.windowScene else { return }
        privacyWindow = UIWindow(windowScene: scene) // expect: ORI-717
        privacyWindow?.rootViewController = SplashController()
        privacyWindow?.windowLevel = .alert + 1
        privacyWindow?.makeKeyAndVisible()
    }
}
