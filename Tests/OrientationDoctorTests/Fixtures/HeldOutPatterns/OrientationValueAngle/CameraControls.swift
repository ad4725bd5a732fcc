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

    // A slider turned by the angle a function works out for the orientation it is given.
    func turnSlider(_ slider: UISlider, orientation: CameraOrientation) {
        slider.transform = CGAffineTransform(rotationAngle: rotationAngle(orientation)) // expect: ORI-722
    }

    func rotationAngle(_ orientation: CameraOrientation) -> CGFloat {
        CGFloat(orientation.rotateAngle)
    }

    // A photo's pixels turned for its own orientation: no interface rotation, nor by a function given it.
    func turnPreview(_ preview: UIImageView) {
        preview.transform = CGAffineTransform(rotationAngle: rotationAngle(forImage: imageOrientation))
    }

    func rotationAngle(forImage imageOrientation: UIImage.Orientation) -> CGFloat {
        CGFloat(imageOrientation.rotationAngle)
    }

    // A photo's pixels turned for its own orientation: no interface rotation.
    func turnThumbnail() {
        thumbnail.transform = CGAffineTransform(rotationAngle: CGFloat(imageOrientation.rotationAngle))
    }
}

extension UIImage.Orientation {
    var rotationAngle: Double { self == .up ? 0 : Double.pi }
}
