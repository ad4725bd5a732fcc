import UIKit

// A scene bound by a cast, whatever the local's name (StreamVideo's `defaultProvider`, held-out set 126).
enum OrientationProvider {
    static let current: () -> Bool = {
        if let window = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            return window.interfaceOrientation.isLandscape // expect: ORI-715
        }
        return false
    }

    static func typed(_ candidate: UIScene) -> Bool {
        guard let active = candidate as? UIWindowScene else { return false }
        return active.interfaceOrientation == .portrait // expect: ORI-715
    }

    // A view controller bound by a cast: its own (deprecated) orientation is another site, not the scene's.
    static func controller(_ object: AnyObject) -> Bool {
        guard let window = object as? UIWindow else { return false }
        return window.windowScene != nil
    }
}
