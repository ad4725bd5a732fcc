import UIKit

/// IQKeyboardManager (held-out set 98): a configuration's property named for orientation reads the scene.
struct RootControllerConfiguration {
    weak var rootController: UIViewController?

    var currentOrientation: UIInterfaceOrientation {
        rootController?.view.window?.windowScene?.interfaceOrientation ?? .unknown // expect: ORI-715
    }
}
