import UIKit

final class CallViewController: UIViewController {}

/// A screen beneath that answers for orientation: the call window's default answer differs from it.
final class ChatViewController: UIViewController {
    override var shouldAutorotate: Bool { false } // expect: ORI-702
}

/// Raises itself, makes itself key and shows the call screen: every window of this class shows a screen.
final class CallWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        rootViewController = UIViewController()
        windowLevel = .alert
        makeKeyAndVisible()
        isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func show(_ call: CallViewController) {
        rootViewController = call
        isHidden = false
        makeKey()
    }
}

/// Raises itself and makes itself key with nothing of the app's in it: a dimming overlay.
final class DimmingWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        rootViewController = UIViewController()
        windowLevel = .statusBar
        makeKeyAndVisible()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

final class Launcher {
    var callWindow: CallWindow?
    var dimmingWindow: DimmingWindow?

    func prepareWindows() {
        callWindow = CallWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        dimmingWindow = DimmingWindow(frame: UIScreen.main.bounds)
    }
}
