import UIKit

final class MoviePlayerView: UIView {
    let movieView = UIView()

    /// The angle is a variable converted where it is used (`CGFloat(angle)`).
    func rotateMoviePlayer(for orientation: UIInterfaceOrientation, forceRotate: Bool) {
        var angle: Double = 0
        if forceRotate && orientation == .landscapeLeft {
            angle = Double.pi / 2
        } else if forceRotate && orientation == .landscapeRight {
            angle = -Double.pi / 2
        }
        movieView.transform = CGAffineTransform(rotationAngle: CGFloat(angle)) // expect: ORI-722
    }
}
