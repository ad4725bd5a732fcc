import UIKit

// A covering window that lets touches through (set 66's Sphinx): a video call's picture in picture
// sits in it, over screens that do not turn; it is no screen of its own.
final class PassthroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self ? nil : view
    }
}

final class WindowsManager {
    static let shared = WindowsManager()
    private var coveringWindow: UIWindow?

    func getCoveringWindow() -> UIWindow? {
        if coveringWindow == nil {
            coveringWindow = PassthroughWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        }
        coveringWindow?.windowLevel = UIWindow.Level.alert + 1
        return coveringWindow
    }
}

final class VideoCallManager {
    func showPictureInPicture(_ callView: UIView) {
        let windowsManager = WindowsManager.shared
        if let window = windowsManager.getCoveringWindow() {
            window.addSubview(callView)
            window.isHidden = false
        }
    }
}

final class PortraitCallController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}

/// The same factory through the singleton, given a root that answers: a screen in a window.
final class CallScreenPresenter {
    func show() {
        let window = WindowsManager.shared.getCoveringWindow() // expect: ORI-717
        window?.rootViewController = PortraitCallController()
        window?.makeKeyAndVisible()
    }
}
