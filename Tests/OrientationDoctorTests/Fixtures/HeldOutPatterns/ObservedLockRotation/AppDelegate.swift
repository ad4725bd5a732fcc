import UIKit

// A lock whose didSet rotates the device (set 59's PlaybackInSwiftUI): its writers trigger the
// rotation, its readers (the hook, a screen saving it) do not.
final class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientation = UIInterfaceOrientationMask.portrait { // expect: ORI-706
        didSet {
            if orientation == .landscape {
                UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") // expect: ORI-709
            } else {
                UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation") // expect: ORI-709
            }
        }
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705 ORI-732
        return AppDelegate.orientation
    }
}
