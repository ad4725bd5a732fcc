import UIKit

/// The orientation the camera works out from the accelerometer, and the angle its controls turn by.
enum CaptureOrientation {
    case portrait, landscapeLeft

    var rotateAngle: CGFloat { self == .portrait ? 0 : .pi / 2 }
}

final class CaptureViewController: UIViewController {
    private var errorAlert: RotatingAlertView?
    private var cameraOrientation = CaptureOrientation.portrait
    private let shutterLabel = UILabel()

    func showError() {
        errorAlert?.show(in: view, initialRotationAngle: cameraOrientation.rotateAngle) // expect: ORI-734
    }

    func orientationDidChange() {
        rotateControls(angle: cameraOrientation.rotateAngle) // expect: ORI-734
    }

    private func rotateControls(angle: CGFloat) {
        shutterLabel.transform = CGAffineTransform(rotationAngle: angle) // expect: ORI-722
    }

    func spinLoader() {
        errorAlert?.spin(by: .pi / 8)
    }
}
