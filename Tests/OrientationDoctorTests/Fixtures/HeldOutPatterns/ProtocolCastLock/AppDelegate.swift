import UIKit

// The hook casts the top screen to the app's protocol and reads its flag (held-out set 78's
// RotationLockDemo): each adopting screen's property is that screen's lock.
protocol RotationEnabled {
    var canRotate: Bool { get }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        if let screen = window?.rootViewController?.presentedViewController as? RotationEnabled {
            return screen.canRotate ? .allButUpsideDown : .portrait
        }
        return .portrait
    }
}
