import CoreMotion
import UIKit

/// Follows the device with the rotation lock on: the readings become a device orientation.
final class RotationTracker {
    private let motion = CMMotionManager()
    private(set) var orientation: UIDeviceOrientation = .portrait

    func start() {
        motion.startAccelerometerUpdates(to: .main) { [weak self] data, _ in // expect: ORI-728
            guard let data else { return }
            self?.process(data)
        }
    }

    private func process(_ data: CMAccelerometerData) {
        let x = data.acceleration.x
        let next: UIDeviceOrientation = abs(x) > 0.6 ? (x > 0 ? .landscapeRight : .landscapeLeft) : .portrait
        if next != orientation { orientation = next }
    }
}

/// A tilt control: the readings steer a game, no orientation is worked out.
final class TiltControl {
    private let motion = CMMotionManager()
    var steering = 0.0

    func start() {
        motion.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
            self?.steering = motion?.gravity.x ?? 0
        }
    }
}
