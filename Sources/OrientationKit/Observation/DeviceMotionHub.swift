#if canImport(UIKit) && os(iOS)
import CoreMotion
import Foundation

/// The app's one `CMMotionManager` for orientation, shared by every
/// `MotionOrientationObserver` (Apple advises a single motion manager per
/// app). Device-motion updates run while at least one observer subscribes,
/// at the shortest interval any of them asked for, and stop when the last
/// one leaves.
@MainActor
final class DeviceMotionHub {
    /// The hub every motion observer shares.
    static let shared = DeviceMotionHub()

    private struct Subscriber {
        var interval: TimeInterval
        var handler: (GravityVector?) -> Void
    }

    private let manager = CMMotionManager()
    private var subscribers: [Int: Subscriber] = [:]
    private var nextID = 0

    /// Whether this device can report device motion (gravity) at all.
    var isAvailable: Bool { manager.isDeviceMotionAvailable }

    /// Whether device-motion updates are running now.
    var isActive: Bool { manager.isDeviceMotionActive }

    /// How many subscribers keep updates running.
    var subscriberCount: Int { subscribers.count }

    /// A fresh subscriber id, for `add(_:interval:handler:)` and
    /// `remove(_:)`; ids are never reused.
    func reserveID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Subscribes to gravity readings every `interval` seconds (or faster if
    /// another subscriber asks for it), on the main thread. The handler gets
    /// `nil` when CoreMotion reports an error instead of a reading. Returns
    /// `false`, and starts nothing, when device motion is unavailable.
    func add(_ id: Int, interval: TimeInterval, handler: @escaping (GravityVector?) -> Void) -> Bool {
        guard isAvailable else { return false }
        subscribers[id] = Subscriber(interval: Self.sanitized(interval), handler: handler)
        applyInterval()
        if !manager.isDeviceMotionActive { start() }
        return true
    }

    /// Removes a subscriber (again: no effect), stopping updates after the
    /// last one.
    func remove(_ id: Int) {
        guard subscribers.removeValue(forKey: id) != nil else { return }
        if subscribers.isEmpty {
            manager.stopDeviceMotionUpdates()
        } else {
            applyInterval()
        }
    }

    private func start() {
        manager.startDeviceMotionUpdates(to: OperationQueue.main) { [weak self] motion, _ in
            let gravity = motion.map { GravityVector(x: $0.gravity.x, y: $0.gravity.y, z: $0.gravity.z) }
            self?.deliver(gravity)
        }
    }

    private func deliver(_ gravity: GravityVector?) {
        for subscriber in Array(subscribers.values) {
            subscriber.handler(gravity)
        }
    }

    private func applyInterval() {
        let shortest = subscribers.values.map(\.interval).min() ?? Self.defaultInterval
        if manager.deviceMotionUpdateInterval != shortest {
            manager.deviceMotionUpdateInterval = shortest
        }
    }

    /// The interval used when none is given: ten readings a second.
    static let defaultInterval: TimeInterval = 0.1

    /// A finite interval between 1/100 s and 1 s.
    static func sanitized(_ interval: TimeInterval) -> TimeInterval {
        guard interval.isFinite else { return defaultInterval }
        return min(max(interval, 0.01), 1)
    }
}
#endif
