import AVFoundation
import UIKit

// Camera controls turned to follow the device, with the angle in degrees converted by an
// extension (set 61's PointAndShoot sample): each arm of the switch is a faked rotation.
extension Int {
    var radians: CGFloat { CGFloat(self) * .pi / 180 }
}

extension AVCaptureVideoOrientation {
    var controlTransform: CGAffineTransform {
        switch self {
        case .portrait: return .identity
        case .landscapeLeft: return CGAffineTransform(rotationAngle: 90.radians) // expect: ORI-722
        case .landscapeRight: return CGAffineTransform(rotationAngle: -90.radians) // expect: ORI-722
        case .portraitUpsideDown: return CGAffineTransform(rotationAngle: 180.radians) // expect: ORI-722
        default: return .identity
        }
    }
}

final class SpinnerView: UIView {
    // A spinner's tilt is no orientation.
    func tilt() {
        transform = CGAffineTransform(rotationAngle: 45.radians)
    }
}
