import UIKit

enum PresentationSwizzle {
    static func install() {
        guard
            let original = class_getInstanceMethod(
                UIViewController.self, #selector(getter: UIViewController.preferredInterfaceOrientationForPresentation)),
            let replacement = class_getInstanceMethod(
                UIViewController.self, #selector(UIViewController.xyz_preferredOrientation))
        else { return }
        method_exchangeImplementations(original, replacement) // expect: ORI-720
    }
}

extension UIViewController {
    @objc func xyz_preferredOrientation() -> UIInterfaceOrientation { // expect: ORI-720
        .portrait
    }
}

/// Returns a mask but is swizzled in nowhere: not reported.
struct LayoutRules {
    func maskForWideScreens() -> UIInterfaceOrientationMask { .landscape }
}
