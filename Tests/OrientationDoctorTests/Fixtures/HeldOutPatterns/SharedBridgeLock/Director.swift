import UIKit

// A library's lock kept in an object that another class keeps as its `shared` (react-native-orientation-director's
// bridge, held-out set 162): the hook returns it through the bridge, so it is the lock; a mask read once when the
// object is made and copied back to restore the lock is a default, not a lock.
@objc public class DirectorBridge: NSObject {
    @objc public static let shared = Director()
}

@objcMembers public class Director: NSObject {
    private var initialMask: UIInterfaceOrientationMask = .all
    @objc public var supportedInterfaceOrientations: UIInterfaceOrientationMask = .all // expect: ORI-706

    @objc public override init() {
        super.init()
        initialMask = Bundle.main.object(forInfoDictionaryKey: "UISupportedInterfaceOrientations") == nil
            ? .all : .portrait
        supportedInterfaceOrientations = initialMask
    }

    @objc public func lock(to mask: UIInterfaceOrientationMask) {
        supportedInterfaceOrientations = mask // expect: ORI-707
    }

    @objc public func lockTo(jsValue: NSNumber) {
        requestUpdate(mask: jsValue.intValue == 1 ? .landscape : .portrait) // expect: ORI-707
    }

    @objc public func unlock() {
        requestUpdate(mask: .all) // expect: ORI-707
    }

    private func requestUpdate(mask: UIInterfaceOrientationMask) {
        supportedInterfaceOrientations = mask // expect: ORI-707
    }

    @objc public func reset() {
        self.supportedInterfaceOrientations = self.initialMask // expect: ORI-707
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) // expect: ORI-705 ORI-732
        -> UIInterfaceOrientationMask
    {
        DirectorBridge.shared.supportedInterfaceOrientations
    }
}
