import UIKit

final class TVOutput {
    private var tvWindow: UIWindow?

    /// Called for `UIScreen.didConnectNotification`.
    func screenDidConnect(_ screen: UIScreen) {
        let tvWindow = UIWindow(frame: screen.bounds)
        tvWindow.rootViewController = ExternalDisplayController()
        tvWindow.screen = screen
        tvWindow.isHidden = false
        self.tvWindow = tvWindow
    }
}
