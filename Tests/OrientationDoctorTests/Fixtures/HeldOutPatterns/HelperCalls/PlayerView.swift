import UIKit

/// A player that fakes its full-screen rotation in a helper of its own, and reads the status bar
/// through a computed property: each call of the helper and each read of the property is a site.
class PlayerView: UIView {
    let content = UIView()

    var isFullScreen: Bool {
        UIApplication.shared.statusBarOrientation.isLandscape // expect: ORI-713
    }

    func enterFullscreen() {
        content.transform = CGAffineTransform(rotationAngle: .pi / 2) // expect: ORI-722
    }

    @objc func fullScreenButtonTapped() {
        if isFullScreen { return } // expect: caller
        enterFullscreen() // expect: ORI-734
    }

    func describe() -> String {
        self.isFullScreen ? "full" : "small" // expect: caller
    }

    /// Not a helper: the app calls nothing UIKit calls for it.
    override func layoutSubviews() {
        super.layoutSubviews()
        content.isHidden = UIDevice.current.orientation.isFlat // expect: ORI-719
    }

    func relayout() {
        layoutSubviews()
    }
}

/// A subclass: its calls of the inherited helper, `super`'s included, are the helper's.
final class LivePlayerView: PlayerView {
    override func enterFullscreen() {
        super.enterFullscreen() // expect: ORI-734
        backgroundColor = .black
    }
}

/// Two calls from the API: a caller of `replay()` is too far for a finding.
final class ReplayController {
    let player = PlayerView()

    func replay() {
        player.enterFullscreen() // expect: ORI-734
    }

    func replayTwice() {
        replay()
        replay()
    }
}

/// A global function with a specific name is followed; one with a common name is not.
func interfaceIsLandscapeNow() -> Bool {
    UIApplication.shared.statusBarOrientation.isLandscape // expect: ORI-713
}

func update() {
    _ = UIDevice.current.orientation.isLandscape // expect: ORI-719
}
