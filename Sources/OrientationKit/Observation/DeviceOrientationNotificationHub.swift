#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// The one place that turns UIDevice orientation notifications on and off.
///
/// `beginGeneratingDeviceOrientationNotifications()` is nestable and must be
/// balanced (UIKitRules.md, rule 35). However many `DeviceOrientationObserver`s
/// run, generation begins once, when the first one subscribes, and ends
/// once, when the last one is removed or released: the driver's
/// `SharedActivity` decides, this hub carries it out.
@MainActor
final class DeviceOrientationNotificationHub: NSObject, SharedActivityPlatform {
    typealias Subscriber = DeviceOrientationObserver

    /// The hub every observer shares.
    static let shared = DeviceOrientationNotificationHub()

    /// The observers holding notifications on.
    private(set) lazy var activity = SharedActivity(platform: self)

    /// `UIDevice.current.orientation` as a core value: `unknown` unless
    /// notifications are being generated.
    var orientation: DeviceOrientation { DeviceOrientation(UIDevice.current.orientation) }

    func start() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(orientationDidChange(_:)),
            name: UIDevice.orientationDidChangeNotification, object: nil
        )
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    func stop() {
        NotificationCenter.default.removeObserver(
            self, name: UIDevice.orientationDidChangeNotification, object: nil
        )
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    /// UIKit posts the notification on the main thread.
    @objc private func orientationDidChange(_ notification: Notification) {
        let subscribers = activity.subscribersForReading()
        let current = orientation
        for observer in subscribers { observer.receive(current) }
    }
}
#endif
