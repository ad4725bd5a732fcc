import UIKit

// A player's full-screen mode, a case of its own enum named for a side, switched on by the
// full-screen screen's mask override (EZPlayer): the mode is the lock, whatever its name.
enum FullScreenMode {
    case portrait
    case landscape
}

enum Speed {
    case normal
    case fast
}

final class Player {
    var fullScreenMode = FullScreenMode.landscape // expect: ORI-706
    var speed = Speed.normal
}

final class FullScreenController: UIViewController {
    let player: Player

    init(player: Player) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        if player.speed == .fast { return .landscape }
        switch player.fullScreenMode {
        case .portrait: return .portrait
        case .landscape: return .landscape
        }
    }
}
