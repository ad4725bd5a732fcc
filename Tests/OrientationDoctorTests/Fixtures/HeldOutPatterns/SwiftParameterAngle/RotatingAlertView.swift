import UIKit

/// An alert a camera screen shows turned to the device's orientation: it turns by the angle it is given.
final class RotatingAlertView: UIView {
    let panel = UIView()

    func show(in view: UIView, initialRotationAngle: CGFloat) {
        view.addSubview(self)
        panel.transform = CGAffineTransform(rotationAngle: initialRotationAngle) // expect: ORI-722
    }

    // Turned only by the angles a spinner passes: no orientation.
    func spin(by angle: CGFloat) {
        panel.transform = CGAffineTransform(rotationAngle: angle)
    }
}
