import UIKit

final class GalleryViewController: UIViewController {
    let orientationManager: OrientationManagerProtocol = WindowManager()
    let windowManager = WindowManager()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if UIApplication.shared.orientation?.isLandscape == true { // expect: ORI-715
            view.backgroundColor = .black
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        orientationManager.setOrientation(.portrait) // expect: ORI-711
        windowManager.logOrientationChange() // expect: caller
    }
}
