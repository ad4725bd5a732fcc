import UIKit

final class PortraitOverlayController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

/// A window raised above the main one is an overlay, whatever its property is called.
final class Overlay {
    private var window: UIWindow?

    func show() {
        window = UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        window?.rootViewController = PortraitOverlayController()
        window?.windowLevel = .alert
        window?.isHidden = false
    }
}

final class ToastViewController: UIViewController {}

/// A toast from the same factory: its root answers nothing, so it is left alone.
final class Toast {
    private var window: UIWindow?

    func show() {
        window = WindowMaker.newOverlayWindow()
        window?.rootViewController = ToastViewController()
        window?.windowLevel = .alert
        window?.isHidden = false
    }
}

/// Presents a player from the key window it looks up: no window is made.
final class PlayerPresenter {
    func presentPlayer() {
        let window = WindowMaker.keyWindow()
        window?.rootViewController?.present(PortraitOverlayController(), animated: true)
    }
}

final class TourViewController: UIViewController {}

/// A screen in a window of its own (raised, given a root, made key): its root answers for
/// orientation while it is on top, with UIKit's default mask since it overrides nothing.
final class FeatureTour {
    private var window: UIWindow?

    func show() {
        window = UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        window?.rootViewController = TourViewController()
        window?.windowLevel = UIWindow.Level.alert
        window?.makeKeyAndVisible()
    }
}
