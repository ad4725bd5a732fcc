#if canImport(UIKit)
import OrientationKit
import UIKit

/// The portrait login, presented full screen in a navigation stack over the
/// comment overlay. Dismissing it brings the player back in the orientation
/// it showed (landscape stays landscape).
final class LoginViewController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "Log in"
        orientationPolicy = .portrait
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        orientationPolicy = .portrait
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self,
            action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Register", style: .plain, target: self,
            action: #selector(registerTapped))
    }

    @objc private func cancelTapped() { dismiss(animated: true) }

    @objc private func registerTapped() {
        navigationController?.pushViewController(RegisterViewController(), animated: true)
    }
}

/// The portrait register screen, pushed inside the login's navigation stack.
final class RegisterViewController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "Register"
        orientationPolicy = .portrait
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        orientationPolicy = .portrait
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}
#endif
