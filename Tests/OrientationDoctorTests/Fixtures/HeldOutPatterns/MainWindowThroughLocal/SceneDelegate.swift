import UIKit

final class BrowserViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown } // expect: ORI-701
}

/// Brave's scene delegate: the scene's one window is made in a helper, kept in a local and then
/// assigned to `window`; it is the main window, not an extra one.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        present(BrowserViewController(), in: windowScene)
    }

    private func present(_ browserViewController: BrowserViewController, in windowScene: UIWindowScene) {
        let window = UIWindow(windowScene: windowScene).configured {
            $0.backgroundColor = .black
            $0.rootViewController = UINavigationController(rootViewController: browserViewController)
        }
        self.window = window
        window.makeKeyAndVisible()
    }

    /// A second window for the same screen, kept apart: an extra window.
    private var mirror: UIWindow?

    func showMirror(in windowScene: UIWindowScene) {
        let window = UIWindow(windowScene: windowScene) // expect: ORI-717
        window.rootViewController = BrowserViewController()
        mirror = window
        window.isHidden = false
    }
}

extension UIWindow {
    func configured(_ body: (UIWindow) -> Void) -> UIWindow {
        body(self)
        return self
    }
}
