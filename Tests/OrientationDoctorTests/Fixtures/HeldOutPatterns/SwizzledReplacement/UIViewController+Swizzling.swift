import UIKit

extension UIViewController {
    static var swizzle = {
        _swizzle( // expect: ORI-720
            #selector(getter: supportedInterfaceOrientations),
            #selector(swizzled_supportedInterfaceOrientations)
        )
    }()

    private static func _swizzle(_ original: Selector, _ replacement: Selector) {
        guard let a = class_getInstanceMethod(UIViewController.self, original),
            let b = class_getInstanceMethod(UIViewController.self, replacement)
        else { return }
        method_exchangeImplementations(a, b)
    }

    @objc
    func swizzled_supportedInterfaceOrientations() -> UIInterfaceOrientationMask { // expect: ORI-720
        children.first?.supportedInterfaceOrientations ?? .all
    }
}
