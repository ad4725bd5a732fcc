import UIKit

/// A lock manager named for orientation: `lock(_:)` writes the lock the hook returns and reads
/// the scene. Its callers are lock writes, reported once, not also as monitor calls.
final class OrientationLockCoordinator {
    static let shared = OrientationLockCoordinator()
    var mask: UIInterfaceOrientationMask = .portrait // expect: ORI-706
    private(set) var current: UIInterfaceOrientation = .portrait

    func lock(_ newMask: UIInterfaceOrientationMask, in scene: UIWindowScene) {
        mask = newMask // expect: ORI-707
        current = scene.interfaceOrientation // expect: ORI-715
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ app: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705 ORI-732
        OrientationLockCoordinator.shared.mask
    }
}

final class ReaderScreen: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let scene = view.window?.windowScene else { return }
        OrientationLockCoordinator.shared.lock(.landscape, in: scene) // expect: ORI-707
    }
}
