import UIKit

final class CallScreen: UIViewController {
    private let orientationMonitor = DeviceOrientationMonitor()
    private let rotationAnimator = RotationAnimator()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        orientationMonitor.start { [weak self] orientation in // expect: ORI-716
            self?.title = "\(orientation.rawValue)"
        }
        orientationMonitor.refresh() // expect: ORI-719
        orientationMonitor.reset()
        rotationAnimator.start()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        orientationMonitor.stop()
    }
}
