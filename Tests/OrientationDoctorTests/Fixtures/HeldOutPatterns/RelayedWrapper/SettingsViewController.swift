import UIKit

final class SettingsViewController: UIViewController {
    let layout = HeaderLayout()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DeviceOrientation.shared.changeOrientationToPortraitOnPhone() // expect: ORI-711
        DeviceOrientation.shared.resetOrientationForSettings() // expect: ORI-711
        DeviceOrientation.shared.forceLandscapeOrientation() // expect: ORI-711
        _ = DeviceOrientation.shared.orientationSummary()
        layout.logOrientation() // expect: caller
    }
}
