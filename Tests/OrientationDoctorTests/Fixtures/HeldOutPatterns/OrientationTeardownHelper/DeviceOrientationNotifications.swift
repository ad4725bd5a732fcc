import UIKit

extension UIViewController {
    func subscribeDeviceOrientationNotifications() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(deviceOrientationChanged),
            name: UIDevice.orientationDidChangeNotification, object: nil)  // expect: ORI-716
    }

    // The twin's teardown: the line names no notification, the function does.
    func unsubscribeDeviceOrientationNotifications() {
        NotificationCenter.default.removeObserver(self)  // expect: ORI-716
    }

    @objc func deviceOrientationChanged() {}
}

final class CameraViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        subscribeDeviceOrientationNotifications()  // expect: caller
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        unsubscribeDeviceOrientationNotifications()  // expect: caller
    }
}

final class KeyboardWatcher {
    // Every observer removed when the watcher goes: nothing says orientation.
    func tearDown() {
        NotificationCenter.default.removeObserver(self)
    }
}
