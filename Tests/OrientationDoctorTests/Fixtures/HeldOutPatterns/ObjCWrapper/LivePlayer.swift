import UIKit

/// Primal's live player: the video view turned a quarter turn through `.init(rotationAngle:)`.
final class LivePlayerController: UIViewController {
    let videoParent = UIView()

    func rotateVideoPlayer(for orientation: UIDeviceOrientation) {
        switch orientation {
        case .landscapeLeft:
            videoParent.transform = .init(rotationAngle: .pi / 2) // expect: ORI-722
        default:
            videoParent.transform = .identity
        }
    }
}
