#if canImport(UIKit)
import OrientationKit
import UIKit

/// The scene delegate: one line answers iOS 27's per-scene question, and
/// the scene's geometry changes reach the library.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // The opt-in container answers the orientation lock preference
        // (iOS 26) from the deciding screen's policy.
        window.rootViewController = OrientationNavigationController(rootViewController: LibraryViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    // iOS 27: the one line. The Objective-C name lets it build with older SDKs.
    @objc(supportedInterfaceOrientationsForWindowScene:)
    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        OrientationManager.shared.supportedInterfaceOrientations(for: windowScene)
    }

    #if canImport(UIKit, _version: 9000)
    // iOS 26: resizes, folds and moves between screens reach the library
    // at once (it also observes effectiveGeometry by itself).
    @available(iOS 26.0, *)
    func windowScene(
        _ windowScene: UIWindowScene,
        didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
    ) {
        OrientationManager.shared.windowSceneDidUpdateGeometry(windowScene)
    }
    #endif
}

/// A portrait list of films.
final class LibraryViewController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Library"
        orientationPolicy = .portrait
    }

    convenience init() { self.init(style: .plain) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        orientationPolicy = .portrait
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Play"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(FilmViewController(), animated: true)
    }
}

/// A landscape-locked film. In a scene that ignores the lock (iPhone
/// Mirroring after a resize, an iPad window, a foldable's inner display) it
/// lays itself out for whatever size it gets, and the refusal is reported.
final class FilmViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        orientationPolicy = .locked(.landscapeRight)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        orientationPolicy = .locked(.landscapeRight)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // Lay out from the size the scene gives, not from the orientation.
        view.setNeedsLayout()
    }
}

/// Shows a refusal briefly at the top of its window.
@MainActor
enum RefusalBanner {
    static func show(_ refusal: OrientationRefusal) {
        guard refusal.reason == .environmentIgnoresOrientations else { return }
        print("orientation refused:", refusal)
    }
}
#endif
