import UIKit

final class GalleryViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if UIApplication.isPortraitOnly { // expect: ORI-737
            view.setNeedsLayout()
        }
        if UIApplication.isIdle {
            view.setNeedsLayout()
        }
    }
}
