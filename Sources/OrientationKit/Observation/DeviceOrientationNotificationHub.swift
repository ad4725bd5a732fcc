#if canImport(UIKit) && os(iOS)
import UIKit

/// The one place that turns UIDevice orientation notifications on and off.
///
/// `beginGeneratingDeviceOrientationNotifications()` is nestable and must be
/// balanced (UIKitRules.md, rule 35). However many `DeviceOrientationObserver`s
/// run, the hub begins generation once, when the first one subscribes, and
/// ends it once, when the last one is removed or released. The bookkeeping
/// (weak subscribers, the balanced count) is OrientationCore's
/// `SubscriberRegistry`; this hub only carries out its transitions.
@MainActor
final class DeviceOrientationNotificationHub: NSObject {
    /// The hub every observer shares.
    static let shared = DeviceOrientationNotificationHub()

    private var registry = SubscriberRegistry<DeviceOrientationObserver>()

    /// How many subscribers hold notification generation on.
    var subscriberCount: Int { registry.count }

    /// True while this hub holds one `begin...` call open.
    var isGenerating: Bool { registry.isActive }

    /// `UIDevice.current.orientation` as a core value: `unknown` unless
    /// notifications are being generated.
    var orientation: DeviceOrientation {
        DeviceOrientation(UIDevice.current.orientation)
    }

    /// A fresh subscriber token, for `add(_:for:)` and `remove(_:)`; tokens
    /// are never reused.
    func reserveToken() -> SubscriptionToken {
        registry.reserveToken()
    }

    /// Adds `observer`, held weakly, under a reserved token, starting
    /// notifications for the first one.
    func add(_ observer: DeviceOrientationObserver, for token: SubscriptionToken) {
        if registry.add(observer, for: token) == .activated { start() }
    }

    /// Removes a subscriber (again: no effect), ending notifications after
    /// the last one.
    func remove(_ token: SubscriptionToken) {
        if registry.remove(token) == .deactivated { stop() }
    }

    private func start() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(orientationDidChange(_:)),
            name: UIDevice.orientationDidChangeNotification, object: nil
        )
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    private func stop() {
        NotificationCenter.default.removeObserver(
            self, name: UIDevice.orientationDidChangeNotification, object: nil
        )
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    /// UIKit posts the notification on the main thread.
    @objc private func orientationDidChange(_ notification: Notification) {
        if registry.pruneReleased() == .deactivated { stop() }
        let current = orientation
        for observer in registry.subscribers {
            observer.receive(current)
        }
    }
}
#endif
