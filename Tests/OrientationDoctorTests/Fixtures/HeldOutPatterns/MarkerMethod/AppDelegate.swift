import UIKit

// The app delegate's hook widens its answer for a screen that declares an empty marker method
// (PlayRTSP's `canRotate`): each marker is that screen's lock.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        if let top = window?.rootViewController?.presentedViewController, top.responds(to: Selector(("canRotate"))) {
            return .allButUpsideDown
        }
        return .portrait
    }
}

final class PlayerController: UIViewController {
    @objc func canRotate() {} // expect: ORI-706

    @objc func refresh() {}
}
