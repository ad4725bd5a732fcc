#if canImport(UIKit)
import OrientationKit
import UIKit

/// The player: portrait or landscape, reopened in the orientation the user
/// last left it in. While it shows landscape, the swipe back to the portrait
/// list is disabled by the library (it would rotate mid-gesture).
final class PlayerViewController: UIViewController {
    private let episode: String
    private let stack = UIStackView()
    private let posterPickerDelegate = PosterPickerDelegate()

    init(episode: String) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
        title = episode
        orientationPolicy = .remembered("player", supported: [.portrait, .landscape])
    }

    required init?(coder: NSCoder) {
        self.episode = "Episode"
        super.init(coder: coder)
        orientationPolicy = .remembered("player", supported: [.portrait, .landscape])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        addButton("Rotate", #selector(rotateTapped))
        addButton("Comment", #selector(commentTapped))
        addButton("Catalogue", #selector(catalogueTapped))
        addButton("Set poster", #selector(posterTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    /// Wider than tall: what the user sees, in every environment
    /// (`UIWindowScene.interfaceOrientation` is deprecated from iOS 26).
    private var isLandscape: Bool {
        view.bounds.width > view.bounds.height
    }

    @objc private func rotateTapped() {
        let landscape = isLandscape
        Task { @MainActor [weak self] in
            guard let self else { return }
            // The outcome says why the screen did not turn, when it did not.
            switch await OrientationManager.shared.rotate(self, to: landscape ? .portrait : .landscapeRight) {
            case .applied, .superseded:
                break
            case .ignoredByEnvironment:
                self.showHint("This window cannot turn. Make the app full screen to watch in landscape.")
            case .refused(let reason):
                self.showHint("The player could not turn (\(reason)).")
            }
        }
    }

    private func showHint(_ text: String) {
        let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    @objc private func commentTapped() {
        let overlay = CommentOverlayViewController()
        overlay.modalPresentationStyle = .overFullScreen
        overlay.onSend = { [weak self, weak overlay] in
            guard let overlay else { return }
            self?.sendComment(from: overlay)
        }
        present(overlay, animated: true)
    }

    private func sendComment(from overlay: UIViewController) {
        guard !Session.isLoggedIn else {
            overlay.dismiss(animated: true)
            return
        }
        let login = OrientationNavigationController(rootViewController: LoginViewController())
        login.modalPresentationStyle = .fullScreen
        overlay.present(login, animated: true)
    }

    @objc private func catalogueTapped() {
        navigationController?.pushViewController(CatalogueViewController(style: .plain), animated: true)
    }

    /// A photo picker presented full screen over the player, even in
    /// landscape. The picker is not the app's: it answers UIKit with its own
    /// orientations (portrait only on iPhone) and owns the window once
    /// presented, so the library lets it decide (no policy to set) and the
    /// player comes back in its orientation afterwards.
    @objc private func posterTapped() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.modalPresentationStyle = .fullScreen
        picker.delegate = posterPickerDelegate
        present(picker, animated: true)
    }

    // The status bar and home indicator follow the player through the
    // opt-in forwarding containers.
    override var prefersStatusBarHidden: Bool { isLandscape }
    override var prefersHomeIndicatorAutoHidden: Bool { isLandscape }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.setNeedsStatusBarAppearanceUpdate()
            self?.setNeedsUpdateOfHomeIndicatorAutoHidden()
        })
    }
}

/// Dismisses the photo picker; the example does nothing with the photo.
final class PosterPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// Whether a user is logged in (always false in the example).
enum Session {
    /// True once the user logged in.
    @MainActor static var isLoggedIn = false
}
#endif
