import UIKit

/// A window made only to present an alert: its root is a bare controller.
final class Prompt {
    private var window: UIWindow?

    func show(_ alert: UIAlertController, in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene)
        self.window = window
        window.rootViewController = UIViewController()
        window.windowLevel = .alert + 1
        window.makeKeyAndVisible()
        window.rootViewController?.present(alert, animated: true)
    }
}

/// A passcode screen in a window of its own, raised and made key: it answers for orientation, with
/// UIKit's default mask, over screens that answer otherwise.
final class PasscodeController: UIViewController {}

final class ReaderController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

final class Lock {
    private var window: UIWindow?

    func lock(in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene) // expect: ORI-717
        window.rootViewController = PasscodeController()
        window.windowLevel = .alert + 1
        window.makeKeyAndVisible()
        self.window = window
    }
}
