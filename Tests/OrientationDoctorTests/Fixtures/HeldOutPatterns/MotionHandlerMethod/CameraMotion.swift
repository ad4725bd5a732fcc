import CoreMotion
import UIKit

// A camera's device orientation worked out from the accelerometer, its handler a method passed by name and kept in
// an extension of its own (MijickCamera, held-out set 165): the start and the stop are sites. A tilt handler
// passed the same way that names no orientation is not.
final class CameraMotion {
    private let manager = CMMotionManager()
    private let tiltManager = CMMotionManager()
    private(set) var deviceOrientation: UIDeviceOrientation = .portrait
    private(set) var tilt: Double = 0

    func start() {
        manager.startAccelerometerUpdates(to: .main, withHandler: handleUpdates) // expect: ORI-728
        tiltManager.startAccelerometerUpdates(to: .main, withHandler: handleTilt)
    }

    func stop() {
        manager.stopAccelerometerUpdates() // expect: ORI-728
        tiltManager.stopAccelerometerUpdates()
    }
}

private extension CameraMotion {
    func handleUpdates(_ data: CMAccelerometerData?, _ error: Error?) {
        guard let data else { return }
        update(side(of: data.acceleration))
    }

    func handleTilt(_ data: CMAccelerometerData?, _ error: Error?) {
        tilt = data?.acceleration.x ?? 0
    }
}

private extension CameraMotion {
    func side(of acceleration: CMAcceleration) -> UIDeviceOrientation {
        if acceleration.x >= 0.75 { return .landscapeRight }
        if acceleration.x <= -0.75 { return .landscapeLeft }
        return .portrait
    }

    func update(_ side: UIDeviceOrientation) {
        deviceOrientation = side
    }
}
