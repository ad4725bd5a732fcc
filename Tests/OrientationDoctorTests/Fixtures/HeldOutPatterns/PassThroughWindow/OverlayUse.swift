import UIKit

final class ToastController: UIViewController {}

/// A Swift user of the Objective-C overlay window: still an overlay.
final class Toasts {
    private var window: OverlayWindow?

    func install() {
        let window = OverlayWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ToastController()
        window.windowLevel = .statusBar
        window.makeKeyAndVisible()
        self.window = window
    }
}
