import UIKit

// A library's base class whose initializer forces portrait and sets the lock the app delegate's hook returns.
public class LockHolder {
    public static var orientation: UIInterfaceOrientationMask = .all // expect: ORI-706
}

open class BaseView: NSObject {
    public init?(scene: UIView) {
        super.init()
        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation") // expect: ORI-709
        LockHolder.orientation = .portrait // expect: ORI-707
    }
}
