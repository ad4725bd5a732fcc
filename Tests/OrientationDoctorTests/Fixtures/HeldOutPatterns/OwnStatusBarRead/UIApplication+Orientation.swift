import UIKit

// TLPhotoPicker (held-out set 103): an extension of the application reads its own status bar orientation,
// bare or through `self`, before iOS 13. Another type's property of the same name is not the application's.
private extension UIApplication {
    var currentInterfaceOrientation: UIInterfaceOrientation? {
        if #available(iOS 13.0, *) {
            return windows.first(where: { $0.isKeyWindow })?.windowScene?.interfaceOrientation // expect: ORI-715
        } else {
            return statusBarOrientation // expect: ORI-713
        }
    }

    var isStatusBarLandscape: Bool {
        self.statusBarOrientation.isLandscape // expect: ORI-713
    }
}

final class StatusBarModel {
    var statusBarOrientation: UIInterfaceOrientation = .portrait

    var isLandscape: Bool {
        statusBarOrientation.isLandscape
    }
}
