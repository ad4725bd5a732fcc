import UIKit

final class KeyboardTracker {
    var configuration: RootConfiguration?
    let defaultConfiguration = RootConfiguration(rootController: UIViewController()) // expect: ORI-734
    var container: FloatingContainer?

    func track(_ controller: UIViewController) {
        configuration = RootConfiguration(rootController: controller) // expect: ORI-734
        container = FloatingContainer(frame: controller.view.bounds) // expect: ORI-734
        _ = FloatingContainer()
        _ = RotationListener()
        _ = Palette(name: "plain")
        _ = UIView(frame: .zero)
    }
}
