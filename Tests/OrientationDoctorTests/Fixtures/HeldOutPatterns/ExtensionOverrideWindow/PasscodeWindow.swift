import UIKit

final class PinLockViewController: UIViewController {}

// The screen's orientation answers sit in an extension of it.
extension PinLockViewController {
    override var shouldAutorotate: Bool { false } // expect: ORI-702
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

final class AppCoordinator {
    var pinLockWindow: UIWindow?

    func showPasscodeLock() {
        let viewController = PinLockViewController()
        pinLockWindow = UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        pinLockWindow?.rootViewController = viewController
        pinLockWindow?.makeKeyAndVisible()
    }
}
