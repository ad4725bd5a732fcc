import UIKit

// The writers: a settings screen, and a bridge view whose own `fullScreenMode` forwards to its
// player's in `didSet` (EZPlayer's React Native view).
final class SettingsController: UIViewController {
    var player = Player()

    func portraitTapped() {
        player.fullScreenMode = .portrait // expect: ORI-707
        player.speed = .fast
    }
}

final class BridgeView: UIView {
    var player: Player?

    var fullScreenMode: String = "landscape" {
        didSet {
            player?.fullScreenMode = fullScreenMode == "portrait" ? .portrait : .landscape // expect: ORI-707
        }
    }
}
