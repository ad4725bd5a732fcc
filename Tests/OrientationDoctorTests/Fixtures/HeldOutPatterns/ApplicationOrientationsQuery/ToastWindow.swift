import UIKit

// Asking the application for the app delegate's answer (Toaster, QRCodeReader; held-out sets 24 and 42):
// `UIApplication.supportedInterfaceOrientations(for:)` is deprecated in iOS 27.
final class ToastWindow: UIWindow {
    func handleRotate(_ application: UIApplication) -> Bool {
        let supportsAll = application.supportedInterfaceOrientations(for: self) == .all // expect: ORI-737
        let shared = UIApplication.shared.supportedInterfaceOrientations(for: nil) // expect: ORI-737
        let asked = UIApplication.shared.delegate?.application?(UIApplication.shared, supportedInterfaceOrientationsFor: self) // expect: ORI-737
        // The library's manager answers for a window: not the application.
        let library = OrientationManager.shared.supportedInterfaceOrientations(for: self)
        return supportsAll && shared == asked && library == .all
    }
}
