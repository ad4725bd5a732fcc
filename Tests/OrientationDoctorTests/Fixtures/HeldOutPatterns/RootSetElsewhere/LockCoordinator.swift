import UIKit

// A lock window made in `init` whose root an extension's method sets later, through a local
// (Antidote's PIN window): that root answers for orientation while the window is up.
final class PinController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

final class LockCoordinator {
    let window: UIWindow

    init() {
        self.window = UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        window.windowLevel = .statusBar + 1000
    }
}

private extension LockCoordinator {
    func lock() {
        let controller = PinController()
        window.rootViewController = controller
        window.isHidden = false
    }
}

// A banner window whose root, set elsewhere too, answers nothing: no site.
final class BannerController: UIViewController {}

final class BannerCoordinator {
    let window = UIWindow(frame: .zero)

    func show() {
        window.rootViewController = BannerController()
        window.windowLevel = .statusBar
        window.isHidden = false
    }
}
