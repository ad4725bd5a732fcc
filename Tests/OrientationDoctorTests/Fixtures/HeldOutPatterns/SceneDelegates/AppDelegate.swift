import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var orientationLock: UIInterfaceOrientationMask = .portrait // expect: ORI-706

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705 ORI-732
        Self.orientationLock
    }
}
