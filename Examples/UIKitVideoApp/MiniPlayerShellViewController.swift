#if canImport(UIKit)
import OrientationKit
import UIKit

/// The window's root: the tab bar, with a mini player bar shown beside it
/// at the bottom. Both children are on screen at once; the shell says that
/// only the tab bar decides the orientation, so the mini player never
/// constrains the screens in the tabs (docs/UIKit.md, "Containers that show
/// several children").
final class MiniPlayerShellViewController: UIViewController, OrientationChildProviding {
    private let content: UIViewController
    private let miniPlayer = MiniPlayerBarViewController()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.content = MainTabBarController()
        super.init(coder: coder)
    }

    /// Only the tab bar's screens decide.
    var childrenForInterfaceOrientation: [UIViewController] { [content] }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [content, miniPlayer] {
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        NSLayoutConstraint.activate([
            content.view.topAnchor.constraint(equalTo: view.topAnchor),
            content.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            miniPlayer.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            miniPlayer.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            miniPlayer.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -49),
            miniPlayer.view.heightAnchor.constraint(equalToConstant: 56),
        ])
    }

    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var childForHomeIndicatorAutoHidden: UIViewController? { content }
}

/// A mini player bar: no policy, it follows whatever the tabs decide.
final class MiniPlayerBarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = "Now playing"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
