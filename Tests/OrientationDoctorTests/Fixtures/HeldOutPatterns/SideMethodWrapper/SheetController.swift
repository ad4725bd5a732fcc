import UIKit

final class SheetController: UIViewController {
    private let config = SheetConfig()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let previewHeight: CGFloat = config.isLandscape() ? 0 : 120 // expect: ORI-719
        preferredContentSize.height = previewHeight
    }

    /// UIKit's own `isLandscape` on an orientation value is no call of the app's method.
    func follows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation.isLandscape
    }
}
