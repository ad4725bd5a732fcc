import UIKit

final class OnboardingViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let raw = UIDevice.current.value(forKey: "orientation") as? Int // expect: ORI-719
        if raw != UIDeviceOrientation.portrait.rawValue {
            view.setNeedsLayout()
        }
        // A record's own key: no device.
        _ = record.value(forKey: "orientation")
    }

    var record = NSObject()
}
