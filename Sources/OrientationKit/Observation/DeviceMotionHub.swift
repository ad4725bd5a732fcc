#if canImport(UIKit) && os(iOS)
import CoreMotion
import Foundation
import OrientationDriver

/// The app's one `CMMotionManager` for orientation, shared by every
/// `MotionOrientationObserver` (Apple advises a single motion manager per
/// app). When updates run and at what interval is the driver's
/// `SharedActivity`; this hub carries it out, one CoreMotion call per member.
@MainActor
final class DeviceMotionHub: SharedActivityPlatform {
    /// The hub every motion observer shares.
    static let shared = DeviceMotionHub()

    private let manager = CMMotionManager()
    /// The observers holding updates on.
    private(set) lazy var activity = SharedActivity(platform: self)

    var isAvailable: Bool { manager.isDeviceMotionAvailable }
    var updateInterval: Double? { manager.deviceMotionUpdateInterval }
    func setUpdateInterval(_ interval: Double) { manager.deviceMotionUpdateInterval = interval }
    func updateInterval(of subscriber: MotionOrientationObserver) -> Double? { subscriber.updateInterval }

    /// Starts gravity readings on the main thread; `nil` when CoreMotion
    /// reports an error instead of a reading.
    func start() {
        manager.startDeviceMotionUpdates(to: OperationQueue.main) { [weak self] motion, _ in
            let gravity = motion.map { GravityVector(x: $0.gravity.x, y: $0.gravity.y, z: $0.gravity.z) }
            self?.deliver(gravity)
        }
    }

    func stop() { manager.stopDeviceMotionUpdates() }

    private func deliver(_ gravity: GravityVector?) {
        for observer in activity.subscribersForReading() { observer.receive(gravity) }
    }
}
#endif
