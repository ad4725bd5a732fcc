#if canImport(UIKit) && canImport(AVKit)
import AVKit
import OrientationKit
import UIKit

/// The UIKit way to the same result as the SwiftUI mini player: a portrait
/// screen with an inline AVPlayerViewController as a child. When the user
/// taps full screen, AVKit presents a controller of its own; with
/// `OrientationManager.shared.fullScreenPlayerPolicy` set (see
/// ``GalleryAppDelegate``) that controller decides while it is shown, so the
/// video turns with the device, and this screen comes back in portrait.
/// Nothing to subclass, no AVKit delegate needed.
final class InlinePlayerViewController: UIViewController {
    private let playerController = AVPlayerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        orientationPolicy = .portrait
        view.backgroundColor = .systemBackground
        playerController.player = AVPlayer()
        addChild(playerController)
        playerController.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(playerController.view)
        NSLayoutConstraint.activate([
            playerController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            playerController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            playerController.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            playerController.view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        playerController.didMove(toParent: self)
    }
}
#endif
