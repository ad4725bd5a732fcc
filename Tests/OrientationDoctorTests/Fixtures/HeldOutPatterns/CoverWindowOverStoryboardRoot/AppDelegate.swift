import UIKit

// A cover over a storyboard's root (not named in code) in an app some of whose screens answer for
// orientation: the cover's default answer may differ from theirs, so it is a site.
final class ReaderController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

final class SplashController: UIViewController {}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func applicationWillResignActive(_ application: UIApplication) {
        guard let scene = window?.windowScene else { return }
        privacyWindow = UIWindow(windowScene: scene) // expect: ORI-717
        privacyWindow?.rootViewController = SplashController()
        privacyWindow?.windowLevel = .alert + 1
        privacyWindow?.makeKeyAndVisible()
    }
}
