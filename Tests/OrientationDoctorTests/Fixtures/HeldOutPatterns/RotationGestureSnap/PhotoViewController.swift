import UIKit

// A rotation gesture's handler snaps the photo the user turns to a quarter turn (set 69's
// PrentenMapper): no faked interface rotation, though the screen has a full-screen mode.
final class PhotoViewController: UIViewController {
    var isFullScreenImage = false

    @objc func rotateImage(_ gestureRecognizer: UIRotationGestureRecognizer) {
        guard isFullScreenImage, gestureRecognizer.state == .ended else { return }
        let degrees = gestureRecognizer.rotation * 180 / .pi
        let angle: CGFloat = degrees > 45 ? .pi / 2 : 0
        gestureRecognizer.view?.transform = CGAffineTransform(rotationAngle: angle)
    }

    func enterFullScreen(_ playerView: UIView) {
        playerView.transform = CGAffineTransform(rotationAngle: .pi / 2) // expect: ORI-722
    }
}
