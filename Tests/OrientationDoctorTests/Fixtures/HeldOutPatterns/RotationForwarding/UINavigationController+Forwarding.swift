import UIKit

// The same from Swift (NovartisTest, held-out set 71); a method of that name that overrides nothing is the app's.
extension UINavigationController {
    open override func shouldAutomaticallyForwardRotationMethods() -> Bool { // expect: ORI-738
        true
    }
}

final class Forwarder {
    func shouldAutomaticallyForwardRotationMethods() -> Bool { false }
}
