import UIKit

@objc protocol InterfaceOrientationOverriding {} // expect: ORI-706

/// Forwards only to a top screen that opts in.
final class ForwardingNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-704
        if let top = viewControllers.last as? InterfaceOrientationOverriding as? UIViewController {
            return top.supportedInterfaceOrientations
        }
        return .portrait
    }
}
