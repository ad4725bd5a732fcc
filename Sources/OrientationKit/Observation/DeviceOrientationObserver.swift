#if canImport(UIKit) && os(iOS)
import Combine
import OrientationDriver
import UIKit

/// Reports the device's physical orientation from `UIDevice` orientation
/// notifications, as a `DeviceOrientation`.
///
/// Creating an observer turns orientation notifications on; they stay on
/// while any observer runs and are turned off when the last one is cancelled
/// or released (one shared, balanced `begin`/`end` pair, UIKitRules.md
/// rule 35). Values arrive on the main thread three ways: the `onChange`
/// closure, `orientations` (an `AsyncStream`) and `publisher` (Combine).
///
/// What UIKit reports: `faceUp` and `faceDown` when the device lies flat;
/// `unknown` until the first notification after starting; and, with the
/// user's rotation lock on, only `portrait` on iPhone (as developers
/// observe it; Apple does not document this). For the orientation
/// regardless of the rotation lock use `MotionOrientationObserver`; for the
/// orientation the interface shows use `InterfaceOrientationObserver`.
///
/// The observer retains nothing it observes. Keep a reference to it while
/// you need values; the closure you give it should capture your own objects
/// weakly.
@MainActor
public final class DeviceOrientationObserver {
    private let subscription: ObserverSubscription<DeviceOrientationNotificationHub, DeviceOrientation>

    /// Starts observing. `onChange`, if given, is called on the main thread
    /// with each new orientation (not with the current one).
    public init(onChange: ((DeviceOrientation) -> Void)? = nil) {
        let hub = DeviceOrientationNotificationHub.shared
        subscription = ObserverSubscription(hub.activity, broadcast: OrientationBroadcast(.unknown))
        subscription.start(self, current: hub.orientation, onChange: onChange)
    }

    /// The latest orientation: `unknown` until UIKit has reported one.
    public var orientation: DeviceOrientation { subscription.broadcast.value }

    /// Called on the main thread with each new orientation. Setting it
    /// replaces the previous closure; it is dropped on `cancel()`.
    public var onChange: ((DeviceOrientation) -> Void)? {
        get { subscription.broadcast.onChange }
        set { subscription.broadcast.onChange = newValue }
    }

    /// A new stream of the current orientation, then each change. It ends
    /// when the observer is cancelled or released. A slow reader gets the
    /// newest value, not a backlog.
    public var orientations: AsyncStream<DeviceOrientation> { subscription.broadcast.stream() }

    /// The current orientation, then each change, on the main thread;
    /// completes when the observer is cancelled or released.
    public var publisher: AnyPublisher<DeviceOrientation, Never> { subscription.broadcast.publisher }

    /// True after `cancel()`.
    public var isCancelled: Bool { subscription.broadcast.isFinished }

    /// Stops observing: ends the streams, completes the publisher, drops the
    /// closure, and turns notifications off if no other observer needs them.
    /// Calling it again has no effect. Releasing the observer does the same.
    public func cancel() {
        subscription.cancel()
    }

    /// Takes a reading from the hub, which holds this observer weakly.
    func receive(_ orientation: DeviceOrientation) {
        subscription.broadcast.send(orientation)
    }

    /// How many observers currently keep orientation notifications on.
    public static var activeObserverCount: Int {
        DeviceOrientationNotificationHub.shared.activity.count
    }

    /// True while the observers hold `UIDevice` orientation notifications on.
    public static var isGeneratingNotifications: Bool {
        DeviceOrientationNotificationHub.shared.activity.isActive
    }
}
#endif
