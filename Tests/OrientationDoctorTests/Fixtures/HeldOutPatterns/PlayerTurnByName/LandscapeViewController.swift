import UIKit

// A player faked into landscape by a transform (held-out set 57's RotatingVideoPlayer): the functions
// name neither an orientation nor a side, but the type is named for landscape, or the function for
// turning the video.
final class LandscapeViewController: UIViewController {
    let playerControllerView = UIView()

    func prepareForVideoControllerViewAnimation() {
        var playerTransform = playerControllerView.transform
        playerTransform = playerTransform.concatenating(CGAffineTransform(scaleX: 9 / 16, y: 9 / 16))
        let rotateT = CGAffineTransform(rotationAngle: CGFloat(-Double.pi / 2)) // expect: ORI-722
        playerControllerView.transform = playerTransform.concatenating(rotateT)
    }
}

final class VideoPlayerController: UIViewController {
    let playerView = UIView()
    let chevron = UIImageView()

    func rotateVideoToSmallscreen() {
        let rotateT = CGAffineTransform(rotationAngle: CGFloat(Double.pi / 2)) // expect: ORI-722
        playerView.transform = playerView.transform.concatenating(rotateT)
    }

    func expandSection() {
        chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }

    func rotateChevron() {
        chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }
}
