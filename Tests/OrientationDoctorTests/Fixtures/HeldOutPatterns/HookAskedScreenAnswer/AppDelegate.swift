import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705 ORI-732
        if let screen = window?.rootViewController?.presentedViewController as? RotatingScreen {
            return screen.allowedRotations()
        }
        if UIDevice.current.userInterfaceIdiom == .pad { return padMask() }
        return MaskStore.shared.currentMask()
    }

    /// The hook's own plumbing: part of the hook, not a screen's answer.
    func padMask() -> UIInterfaceOrientationMask { .all }
}
