#if canImport(UIKit) && os(iOS)
import Combine
import Foundation
import OrientationDriver

/// Reports the device's physical orientation from CoreMotion's gravity
/// vector, through a `DeviceOrientationClassifier`, as a `DeviceOrientation`.
///
/// Unlike `UIDevice.orientation` this works with the user's rotation lock
/// on, needs no orientation notifications, and applies the classifier's
/// hysteresis, so a phone held near 45 degrees does not flip back and forth.
/// All observers share one `CMMotionManager`; device-motion updates run while
/// any observer does and stop when the last one is cancelled or released.
///
/// Where the hardware has no device motion (`isAvailable` false) the observer
/// says so: its `status` is `unavailable`, its orientation stays `unknown`,
/// its streams end and its publisher completes at once. When CoreMotion
/// reports an error instead of a reading, the orientation becomes `unknown`
/// until the next good reading.
///
/// Values arrive on the main thread through `onChange`, `orientations` and
/// `publisher`. Keep a reference to the observer while you need values.
@MainActor
public final class MotionOrientationObserver {
    /// Whether the observer is delivering readings.
    public enum Status: Sendable, Hashable {
        /// Device-motion updates are running for this observer.
        case running
        /// This device cannot report device motion; nothing will be delivered.
        case unavailable
        /// `cancel()` was called.
        case cancelled
    }

    /// Whether this device can report device motion (and so its orientation
    /// through CoreMotion). `false` on hardware without the sensors.
    public static var isAvailable: Bool { DeviceMotionHub.shared.isAvailable }

    /// How many observers currently keep device-motion updates running.
    public static var activeObserverCount: Int { DeviceMotionHub.shared.activity.count }

    /// The classifier thresholds this observer uses.
    public let configuration: DeviceOrientationClassifier.Configuration

    /// The longest time between readings this observer asked for, in
    /// seconds (kept within 0.01...1). The shared manager runs at the
    /// shortest interval any observer asked for.
    public let updateInterval: TimeInterval

    /// Whether the observer is delivering readings.
    public var status: Status {
        switch subscription.state {
        case .running: .running
        case .unavailable: .unavailable
        case .cancelled: .cancelled
        }
    }

    private var readings: MotionReadings
    private let subscription: ObserverSubscription<DeviceMotionHub, DeviceOrientation>

    /// Starts observing, or reports `unavailable` at once. `onChange`, if
    /// given, is called on the main thread with each new orientation.
    public init(
        configuration: DeviceOrientationClassifier.Configuration = .default,
        updateInterval: TimeInterval = 0.1,
        onChange: ((DeviceOrientation) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.updateInterval = MotionUpdateInterval.sanitized(updateInterval)
        self.readings = MotionReadings(configuration: configuration)
        subscription = ObserverSubscription(DeviceMotionHub.shared.activity, broadcast: OrientationBroadcast(.unknown))
        subscription.start(self, onChange: onChange)
    }

    /// The latest classified orientation: `unknown` before the first reading,
    /// after an error and when device motion is unavailable.
    public var orientation: DeviceOrientation { subscription.broadcast.value }

    /// Called on the main thread with each new orientation. Ignored after
    /// `cancel()` and when device motion is unavailable.
    public var onChange: ((DeviceOrientation) -> Void)? {
        get { subscription.broadcast.onChange }
        set { subscription.broadcast.onChange = newValue }
    }

    /// A new stream of the current orientation, then each change; it ends on
    /// `cancel()`, on release, or at once when device motion is unavailable.
    /// A slow reader gets the newest value, not a backlog.
    public var orientations: AsyncStream<DeviceOrientation> { subscription.broadcast.stream() }

    /// The current orientation, then each change, on the main thread;
    /// completes on `cancel()`, on release, or at once when unavailable.
    public var publisher: AnyPublisher<DeviceOrientation, Never> { subscription.broadcast.publisher }

    /// Stops observing and stops device-motion updates if no other observer
    /// needs them. Calling it again has no effect; releasing the observer
    /// does the same.
    public func cancel() {
        subscription.cancel()
    }

    /// Classifies one reading from the hub, which holds this observer
    /// weakly (the driver's `MotionReadings`: `nil`, a CoreMotion error, is
    /// `unknown`).
    func receive(_ gravity: GravityVector?) {
        guard subscription.isRunning else { return }
        subscription.broadcast.send(readings.orientation(of: gravity))
    }
}
#endif
