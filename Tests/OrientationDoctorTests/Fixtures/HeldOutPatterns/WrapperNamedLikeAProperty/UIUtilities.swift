import UIKit

enum UIUtilities {
    // The frame's orientation for a detector, from the interface when the device lies flat.
    static func imageOrientation(fromDevicePosition position: Int = 0) -> UIImage.Orientation {
        switch UIApplication.shared.statusBarOrientation { // expect: ORI-713
        case .landscapeLeft: return .up
        default: return .right
        }
    }
}
