import UIKit

extension UIDevice {
    var isLandscape: Bool {
        switch orientation { // expect: ORI-719
        case .landscapeLeft, .landscapeRight: return true
        default: return false
        }
    }

    // A parameter of the same name hides the device's property.
    func isPortrait(_ orientation: UIDeviceOrientation) -> Bool {
        orientation == .portrait
    }

    func name(of orientation: UIDeviceOrientation) -> String {
        orientation == .portrait ? "portrait" : "landscape"
    }
}

final class BoardLayout {
    // The board's own orientation, not the device's.
    var orientation: UIDeviceOrientation = .portrait

    func tileSize() -> CGFloat {
        UIDevice.current.isLandscape ? 40 : 60 // expect: ORI-719
    }
}
