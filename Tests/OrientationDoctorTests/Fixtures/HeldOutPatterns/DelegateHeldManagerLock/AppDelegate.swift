import UIKit

/// The app delegate holds a manager and answers with the manager's mask.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let appManager = AppManager()

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705
        appManager.supportedInterfaceOrientations
    }
}

final class AppManager {
    private static let defaultSupportedInterfaceOrientations = UIInterfaceOrientationMask.allButUpsideDown

    var supportedInterfaceOrientations = defaultSupportedInterfaceOrientations // expect: ORI-706

    func resetOrientations() {
        supportedInterfaceOrientations = Self.defaultSupportedInterfaceOrientations // expect: ORI-707
    }
}

/// Another type with a property of the same name that the hook never reads: not a lock.
final class ReportSettings {
    var supportedInterfaceOrientations = UIInterfaceOrientationMask.all

    func narrow() {
        supportedInterfaceOrientations = .portrait
    }
}
