#if canImport(UIKit)
import OrientationKit
import UIKit

/// The comment box, presented `.overFullScreen` over the player, whose
/// orientation it keeps (`.matchPresenting`).
final class CommentOverlayViewController: UIViewController {
    /// Called when the user taps Send.
    var onSend: (() -> Void)?

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        orientationPolicy = .matchPresenting
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        orientationPolicy = .matchPresenting
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Say something"
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        send.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        let row = UIStackView(arrangedSubviews: [field, send, close])
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            row.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    @objc private func sendTapped() { onSend?() }

    @objc private func closeTapped() { dismiss(animated: true) }
}
#endif
