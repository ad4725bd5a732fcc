import CoreMotion
import UIKit

// The readings sorted into sides (held-out set 82): an interface orientation or the side's name in a
// label. The handler-less start and the stop of the same manager go with it.
final class AccelerometerViewController: UIViewController {
    let motionManager = CMMotionManager()
    let label = UILabel()
    var last: UIInterfaceOrientation?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        motionManager.startAccelerometerUpdates() // expect: ORI-728
        motionManager.startAccelerometerUpdates(to: .main) { data, _ in // expect: ORI-728
            guard let acceleration = data?.acceleration else { return }
            self.label.text = acceleration.x > 0.75 ? "Landscape left" : "Portrait up"
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        motionManager.stopAccelerometerUpdates() // expect: ORI-728
    }

    func track(with other: CMMotionManager) {
        other.startAccelerometerUpdates(to: .main) { data, _ in // expect: ORI-728
            self.sort(data?.acceleration.x ?? 0)
        }
    }

    func sort(_ x: Double) {
        let next: UIInterfaceOrientation? = x >= 0.75 ? .landscapeLeft : nil
        last = next
    }
}

// A star map turns its axes by the interface's orientation, and a game steers by tilt: no orientation
// is worked out, so neither their starts nor their stops are sites.
final class StarMap {
    let motion = CMMotionManager()
    var heading = 0.0

    func start() {
        motion.startDeviceMotionUpdates(to: .main) { data, _ in
            switch UIApplication.shared.statusBarOrientation { // expect: ORI-713
            case .landscapeLeft: self.heading = data?.attitude.yaw ?? 0
            default: self.heading = -(data?.attitude.yaw ?? 0)
            }
        }
    }

    func stop() {
        motion.stopDeviceMotionUpdates()
    }
}
