import UIKit

// The device's notification named by its string (StreamVideo's code scanner, held-out set 126), and the
// status bar's.
final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addOrientationDidChangeObserver() // expect: caller
    }

    private func addOrientationDidChangeObserver() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(updateOrientation),
            name: Notification.Name("UIDeviceOrientationDidChangeNotification"), object: nil) // expect: ORI-716
        NotificationCenter.default.addObserver(
            self, selector: #selector(updateOrientation),
            name: NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarOrientationNotification"), object: nil) // expect: ORI-713
        // Another notification named by its string is none of these.
        NotificationCenter.default.addObserver(
            self, selector: #selector(updateOrientation), name: Notification.Name("ScannerDidStart"), object: nil)
    }

    @objc private func updateOrientation() {}
}
