import UIKit

final class WindowMaker {
    class func connectedScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    }

    /// The factory every overlay of the app calls.
    class func newOverlayWindow() -> UIWindow {
        if let scene = connectedScene() {
            return UIWindow(windowScene: scene) // expect: ORI-717
        }
        return UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
    }

    /// A lookup, not a factory: it makes no window.
    class func keyWindow() -> UIWindow? {
        connectedScene()?.windows.first { $0.isKeyWindow }
    }
}
