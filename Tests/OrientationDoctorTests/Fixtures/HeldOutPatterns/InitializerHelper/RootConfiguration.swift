import UIKit

// IQKeyboardManager (held-out set 98) and EZPlayer: a type's initializer reads the scene or makes a window
// and begins the device's notifications, so each place that makes one does too. Making a type whose initializer holds no
// site, an SDK type, a convenience initializer handing over to the type's own, and a stored property's
// first value (a shared instance, made once) are no calls of a helper.
final class RootConfiguration {
    let interfaceOrientation: UIInterfaceOrientation

    init(rootController: UIViewController) {
        interfaceOrientation = rootController.view.window?.windowScene?.interfaceOrientation ?? .unknown // expect: ORI-715
    }

    convenience init(window: UIWindow) {
        self.init(rootController: window.rootViewController ?? UIViewController())
    }
}

final class FloatingContainer {
    static let shared = FloatingContainer(frame: .zero)
    var floatWindow: UIWindow?

    init(frame: CGRect) {
        floatWindow = UIWindow(frame: frame) // expect: ORI-717
        floatWindow?.rootViewController = FloatingRootController()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications() // expect: ORI-716
    }

    init() {}
}

final class FloatingRootController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all } // expect: ORI-701
}

// An initializer that only starts observing decides nothing: the handler does, when the notification comes.
final class RotationListener {
    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(turned), name: UIDevice.orientationDidChangeNotification, object: nil) // expect: ORI-716
    }

    @objc func turned() {}
}

final class Palette {
    init(name: String) {}
}
