import UIKit

/// A full-screen helper that does three things. A call of it is one note that names the first
/// and lists all three as related sites; a line that calls it and a second helper lists both
/// helpers' sites.
final class FullScreenSwitch: UIViewController {
    func goLandscape() {
        if #available(iOS 16.0, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) // expect: ORI-711
        }
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") // expect: ORI-709
        UIViewController.attemptRotationToDeviceOrientation() // expect: ORI-710
    }

    func dimControls() {
        view.alpha = UIDevice.current.orientation.isLandscape ? 0.5 : 1 // expect: ORI-719
    }

    @objc func fullScreenTapped() {
        goLandscape() // expect: ORI-734
    }

    @objc func bothTapped() {
        goLandscape(); dimControls() // expect: ORI-734
    }
}
