import UIKit

final class KeyboardTracker {
    var configuration: RootConfiguration?
    let defaultConfiguration = RootConfiguration(rootController: UIViewController()) // expect: caller
    var container: FloatingContainer?

    func track(_ controller: UIViewController) {
        configuration = RootConfiguration(rootController: controller) // expect: caller
        container = FloatingContainer(frame: controller.view.bounds) // expect: caller
        _ = FloatingContainer()
        _ = RotationListener()
        _ = Palette(name: "plain")
        _ = UIView(frame: .zero)
    }
}
