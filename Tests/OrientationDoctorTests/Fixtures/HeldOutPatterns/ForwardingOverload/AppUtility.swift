import UIKit

// The `AppUtility.lockOrientation` recipe: the overload that also rotates passes its mask on to the
// helper of its own name, and writes the lock where it stands.
struct AppUtility {
    static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
        if let delegate = UIApplication.shared.delegate as? AppDelegate {
            delegate.orientationLock = orientation // expect: ORI-707
        }
    }

    static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotation: UIInterfaceOrientation) {
        self.lockOrientation(orientation) // expect: ORI-707
        UIDevice.current.setValue(rotation.rawValue, forKey: "orientation") // expect: ORI-709
    }
}

final class LandscapeController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeRight) // expect: ORI-707 ORI-709
    }
}
