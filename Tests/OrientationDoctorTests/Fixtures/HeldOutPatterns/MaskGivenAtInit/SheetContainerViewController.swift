import UIKit

// DuckDuckGo (held-out set 5): a sheet container is given the mask its override returns when it is made; the
// `let` is its lock, stored by the initializer from what the caller passes.
final class SheetContainerViewController: UIViewController {
    let content: UIViewController
    private let allowedOrientation: UIInterfaceOrientationMask // expect: ORI-706
    private let title: String

    init(content: UIViewController, allowedOrientation: UIInterfaceOrientationMask = .all) {
        self.content = content
        self.allowedOrientation = allowedOrientation // expect: ORI-707
        self.title = "Sheet"
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        allowedOrientation
    }
}
