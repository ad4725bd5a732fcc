#if canImport(UIKit) && os(iOS)
import CoreMotion
import Foundation

/// The app's one `CMMotionManager` for orientation, shared by every
/// `MotionOrientationObserver` (Apple advises a single motion manager per
/// app). Device-motion updates run while at least one observer subscribes,
/// at the shortest interval any of them asked for, and stop when the last
/// one is removed or released. The bookkeeping is OrientationCore's
/// `SubscriberRegistry` and `MotionUpdateInterval`; this hub carries it out.
@MainActor
final class DeviceMotionHub {
    /// The hub every motion observer shares.
    static let shared = DeviceMotionHub()

    private let manager = CMMotionManager()
    private var registry = SubscriberRegistry<MotionOrientationObserver>()

    /// Whether this device can report device motion (gravity) at all.
    var isAvailable: Bool { manager.isDeviceMotionAvailable }

    /// Whether device-motion updates are running now.
    var isActive: Bool { manager.isDeviceMotionActive }

    /// How many subscribers keep updates running.
    var subscriberCount: Int { registry.count }

    /// A fresh subscriber token, for `add(_:for:)` and `remove(_:)`; tokens
    /// are never reused.
    func reserveToken() -> SubscriptionToken {
        registry.reserveToken()
    }

    /// Subscribes `observer`, held weakly, to gravity readings every
    /// `observer.updateInterval` seconds (or faster if another subscriber
    /// asks for it), on the main thread; it gets `nil` when CoreMotion
    /// reports an error instead of a reading. Returns `false`, and starts
    /// nothing, when device motion is unavailable.
    func add(_ observer: MotionOrientationObserver, for token: SubscriptionToken) -> Bool {
        guard isAvailable else { return false }
        let transition = registry.add(observer, for: token)
        applyInterval()
        if transition == .activated { start() }
        return true
    }

    /// Removes a subscriber (again: no effect), stopping updates after the
    /// last one.
    func remove(_ token: SubscriptionToken) {
        apply(registry.remove(token))
    }

    private func start() {
        manager.startDeviceMotionUpdates(to: OperationQueue.main) { [weak self] motion, _ in
            let gravity = motion.map { GravityVector(x: $0.gravity.x, y: $0.gravity.y, z: $0.gravity.z) }
            self?.deliver(gravity)
        }
    }

    private func deliver(_ gravity: GravityVector?) {
        apply(registry.pruneReleased())
        for observer in registry.subscribers {
            observer.receive(gravity)
        }
    }

    /// Stops after the last subscriber, else retunes the interval.
    private func apply(_ transition: ActivationTransition?) {
        if transition == .deactivated {
            manager.stopDeviceMotionUpdates()
        } else {
            applyInterval()
        }
    }

    private func applyInterval() {
        let shortest = MotionUpdateInterval.shortest(of: registry.subscribers.map(\.updateInterval))
        if manager.deviceMotionUpdateInterval != shortest {
            manager.deviceMotionUpdateInterval = shortest
        }
    }
}
#endif
