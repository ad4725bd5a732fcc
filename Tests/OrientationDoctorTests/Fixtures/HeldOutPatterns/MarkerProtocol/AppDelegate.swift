import UIKit

// An empty protocol a screen adopts to say it may rotate (set 66's Sphinx, set 21's edX): the hook asks
// a helper named for rotation, which tests the covering window's root against it.
protocol CanRotate {} // expect: ORI-706

// An empty protocol tested elsewhere is no marker.
protocol Reusable {}

final class WindowsManager {
    static let shared = WindowsManager()
    var coveringRoot: UIViewController?

    func shouldRotateOrientation() -> Bool {
        coveringRoot is CanRotate
    }

    func reuse(_ cell: UITableViewCell) -> Bool {
        cell is Reusable
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705 ORI-732
        if WindowsManager.shared.shouldRotateOrientation() {
            return .allButUpsideDown
        }
        return .portrait
    }
}

final class ImageViewerController: UIViewController, CanRotate {}
