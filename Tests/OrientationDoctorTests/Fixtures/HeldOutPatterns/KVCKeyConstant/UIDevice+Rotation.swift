import UIKit

extension UIDevice {
    @objc
    func forceOrientation(_ orientation: UIInterfaceOrientation) {
        let orientationKey = "orientation"
        self.setValue(orientation.rawValue, forKey: orientationKey) // expect: ORI-709
        UINavigationController.attemptRotationToDeviceOrientation() // expect: ORI-710
    }

    func rememberName(_ name: String) {
        let nameKey = "name"
        setValue(name, forKey: nameKey)
    }
}

final class MediaViewController: UIViewController {
    func close() {
        dismiss(animated: true) {
            UIDevice.current.forceOrientation(.portrait) // expect: ORI-709
        }
    }
}
