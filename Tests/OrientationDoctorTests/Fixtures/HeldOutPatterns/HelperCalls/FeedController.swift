import UIKit

/// Another type's file that names the player's type: its calls through the player reach the helper.
final class FeedController: UIViewController {
    let playerView = PlayerView()
    let cell = FeedCell()

    @objc func expand() {
        playerView.enterFullscreen() // expect: ORI-734
        view.isHidden = interfaceIsLandscapeNow() // expect: caller
        update()
        cell.reset()
    }
}

final class FeedCell: UIView {
    func reset() {
        alpha = 1
    }
}
