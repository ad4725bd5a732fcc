import UIKit

// Two overloads of one name (KSPlayer's `updateUI(isFullScreen:)` and `updateUI(isLandscape:)`):
// only the one that sets the lock is a lock helper, and only its calls are writers.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.portrait // expect: ORI-706

    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        Self.orientationLock
    }
}

final class PlayerView: UIView {
    var isWide = false

    func updateUI(isFullScreen: Bool, animated: Bool = true) {
        AppDelegate.orientationLock = isFullScreen ? .landscape : .portrait // expect: ORI-707
    }

    func updateUI(isLandscape: Bool) {
        isWide = isLandscape
    }
}

final class DetailController: UIViewController {
    let playerView = PlayerView()

    func back() {
        playerView.updateUI(isLandscape: false)
    }

    func enterFullScreen() {
        playerView.updateUI(isFullScreen: true) // expect: ORI-707
    }
}
