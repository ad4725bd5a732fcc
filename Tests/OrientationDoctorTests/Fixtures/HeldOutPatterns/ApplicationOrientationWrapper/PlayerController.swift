import UIKit

/// A controller-like app type: its `interfaceOrientation` may be UIKit's own idea, so uses of
/// that name through it are not taken for the application's accessor.
final class PlayerController: NSObject {
    let view = UIView()

    var interfaceOrientation: UIInterfaceOrientation {
        view.window?.windowScene?.interfaceOrientation ?? .portrait // expect: ORI-715
    }
}

final class PlayerScreen: UIViewController {
    let player = PlayerController()

    func layout() -> Bool {
        player.interfaceOrientation.isLandscape
    }
}
