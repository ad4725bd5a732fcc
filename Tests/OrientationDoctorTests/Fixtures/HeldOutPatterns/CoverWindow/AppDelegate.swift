import UIKit

// A privacy cover raised over a browser that answers nothing about orientation (Firefox Focus,
// KeePassium): its root gives UIKit's default answer, the same as the screens it covers.
final class BrowserController: UIViewController {}

final class SplashController: UIViewController {}

/// Presented once, portrait only: not beneath the cover the rest of the time.
final class OnboardingController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?
    private lazy var browser = BrowserController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = browser
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        guard let scene = window?.windowScene else { return }
        privacyWindow = UIWindow(windowScene: scene)
        privacyWindow?.rootViewController = SplashController()
        privacyWindow?.windowLevel = .alert + 1
        privacyWindow?.makeKeyAndVisible()
    }
}
