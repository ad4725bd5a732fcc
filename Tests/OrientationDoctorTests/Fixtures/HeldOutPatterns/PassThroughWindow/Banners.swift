import UIKit

/// Lets touches through wherever its root's subviews are not: an overlay above the app.
class TouchThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === rootViewController?.view ? nil : view
    }
}

final class BannerController: UIViewController {}

/// An in-app notification banner: raised, made key, then hidden until a message comes.
final class Banners {
    private var window: TouchThroughWindow?

    func install() {
        window = TouchThroughWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = BannerController()
        window?.windowLevel = .alert
        window?.makeKeyAndVisible()
        window?.isHidden = true
    }
}

/// The same kind of window, showing a screen that answers for orientation: it takes part.
final class LandscapeBadgeController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } // expect: ORI-701
}

final class Badges {
    private var window: TouchThroughWindow?

    func install() {
        window = TouchThroughWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        window?.rootViewController = LandscapeBadgeController()
        window?.windowLevel = .alert
        window?.makeKeyAndVisible()
    }
}

/// A raised key window of a plain class showing a screen: it takes part.
final class PinController: UIViewController {}

final class PinPrompt {
    private var window: UIWindow?

    func show() {
        window = UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        window?.rootViewController = PinController()
        window?.windowLevel = .alert
        window?.makeKeyAndVisible()
    }
}
