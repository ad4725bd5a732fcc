import UIKit

/// The orientation a camera works out from the accelerometer, and the angle its controls turn by.
enum CameraOrientation {
    case portrait, landscapeLeft, landscapeRight

    var rotateAngle: Double {
        switch self {
        case .portrait: 0
        case .landscapeLeft: Double.pi / 2
        case .landscapeRight: -Double.pi / 2
        }
    }
}

final class CameraControlsView: UIView {
    let lockLabel = UILabel()
    let thumbnail = UIImageView()
    var cameraOrientation = CameraOrientation.portrait
    var imageOrientation = UIImage.Orientation.up

    func showLockLabel() {
        lockLabel.transform = CGAffineTransform(rotationAngle: CGFloat(cameraOrientation.rotateAngle)) // expect: ORI-722
    }

    // A photo's pixels turned for its own orientation: no interface rotation.
    func turnThumbnail() {
        thumbnail.transform = CGAffineTransform(rotationAngle: CGFloat(imageOrientation.rotationAngle))
    }
}

extension UIImage.Orientation {
    var rotationAngle: Double { self == .up ? 0 : Double.pi }
}
