import UIKit

/// Draws a picture upright from its image orientation: no interface rotation.
func upright(_ image: UIImage) -> CGAffineTransform {
    var transform = CGAffineTransform.identity
    switch image.imageOrientation {
    case .left, .leftMirrored:
        transform = transform.rotated(by: .pi / 2)
        transform = transform.concatenating(CGAffineTransform(rotationAngle: .pi / 2))
    default:
        break
    }
    return transform
}

/// A player turned for landscape by hand: a fake rotation.
final class PlayerController: UIViewController {
    func enterLandscape() {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2) // expect: ORI-722
    }
}
