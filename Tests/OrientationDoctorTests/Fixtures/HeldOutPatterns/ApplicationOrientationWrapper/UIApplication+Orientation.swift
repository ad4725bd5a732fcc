import UIKit

extension UIApplication {
    /// The app's own accessor: UIApplication has no interfaceOrientation of its own.
    var interfaceOrientation: UIInterfaceOrientation {
        keyWindow?.windowScene?.interfaceOrientation ?? .portrait // expect: ORI-715
    }

    /// A side test on a type that has none of its own (TwoFAS).
    static var isLandscape: Bool {
        shared.keyWindow?.windowScene?.interfaceOrientation.isLandscape ?? false // expect: ORI-715
    }
}

/// A monitor-named type with the same side test.
enum Orientation {
    static var scene: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }
    static var isLandscape: Bool { scene?.interfaceOrientation.isLandscape ?? false } // expect: ORI-715
}
