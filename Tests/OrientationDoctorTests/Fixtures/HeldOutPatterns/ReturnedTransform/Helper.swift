import UIKit

// A helper that makes the transform turning the controls with the device (ImagePicker's
// `Helper.getTransform(fromDeviceOrientation:)`): each arm is a site, the half turn too.
struct Helper {
    static func getTransform(fromDeviceOrientation orientation: UIDeviceOrientation) -> CGAffineTransform {
        switch orientation {
        case .landscapeLeft:
            return CGAffineTransform(rotationAngle: CGFloat.pi * 0.5) // expect: ORI-722
        case .landscapeRight:
            return CGAffineTransform(rotationAngle: -(CGFloat.pi * 0.5)) // expect: ORI-722
        case .portraitUpsideDown:
            return CGAffineTransform(rotationAngle: CGFloat.pi) // expect: ORI-722
        default:
            return CGAffineTransform.identity
        }
    }

    // A picture turned upright for its own orientation, returned: no interface rotation.
    static func uprightTransform(for imageOrientation: UIImage.Orientation) -> CGAffineTransform {
        imageOrientation == .left ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    }
}
