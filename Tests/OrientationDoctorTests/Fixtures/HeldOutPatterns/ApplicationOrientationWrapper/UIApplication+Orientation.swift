import UIKit

extension UIApplication {
    /// The app's own accessor: UIApplication has no interfaceOrientation of its own.
    var interfaceOrientation: UIInterfaceOrientation {
        keyWindow?.windowScene?.interfaceOrientation ?? .portrait // expect: ORI-715
    }
}
