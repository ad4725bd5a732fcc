import UIKit

// HXPhotoPicker (held-out set 101): the app's side test on UIDevice reads the app's wrapper of the scene's
// orientation through UIApplication's name; every layout that asks `UIDevice.isPortrait` uses the scene.
extension UIApplication {
    static var appInterfaceOrientation: UIInterfaceOrientation {
        if let orientation = (shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation { // expect: ORI-715
            return orientation
        }
        return .portrait
    }
}

extension UIDevice {
    class var isPortrait: Bool {
        let orientation = UIApplication.appInterfaceOrientation // expect: ORI-715
        return !(orientation == .landscapeLeft || orientation == .landscapeRight)
    }
}
