import UIKit

/// A screen whose mask depends on state: a person decides its policy.
final class SettingsViewController: UIViewController {
    var allowsLandscape = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        allowsLandscape ? .allButUpsideDown : .portrait
    }

    func isLandscape() -> Bool {
        UIApplication.shared.statusBarOrientation.isLandscape
    }
}
