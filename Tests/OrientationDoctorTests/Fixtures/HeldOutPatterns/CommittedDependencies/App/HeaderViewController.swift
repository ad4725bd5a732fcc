import UIKit

final class HeaderViewController: UIViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let isLandscape = UIDevice.current.orientation.isLandscape // expect: ORI-719
        view.layoutMargins.top = isLandscape ? 8 : 24
    }
}
