import UIKit

extension UIApplication {
    /// The app's own wrapper of the scene's interface orientation.
    var orientation: UIInterfaceOrientation? {
        (connectedScenes.first as? UIWindowScene)?.interfaceOrientation // expect: ORI-715
    }
}

protocol OrientationManagerProtocol {
    func setOrientation(_ mask: UIInterfaceOrientationMask)
}

final class WindowManager: OrientationManagerProtocol {
    var scene: UIWindowScene?
    var lastDeviceOrientation = 0

    func setOrientation(_ mask: UIInterfaceOrientationMask) {
        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) // expect: ORI-711
    }

    func lockToPortrait() {
        self.setOrientation(.portrait) // expect: ORI-734
    }

    /// Uses the device's orientation but neither takes nor gives one: no wrapper.
    func logOrientationChange() {
        lastDeviceOrientation = UIDevice.current.orientation.rawValue // expect: ORI-719
    }
}
