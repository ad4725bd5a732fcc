#if canImport(UIKit) && os(iOS)
import UIKit

/// The one place that turns UIDevice orientation notifications on and off.
///
/// `beginGeneratingDeviceOrientationNotifications()` is nestable and must be
/// balanced (UIKIT-RULES.md, rule 35). However many `DeviceOrientationObserver`s
/// run, the hub begins generation once, when the first one subscribes, and
/// ends it once, when the last one leaves: a shared reference count.
@MainActor
final class DeviceOrientationNotificationHub: NSObject {
    /// The hub every observer shares.
    static let shared = DeviceOrientationNotificationHub()

    private var subscribers: [Int: (DeviceOrientation) -> Void] = [:]
    private var nextID = 0

    /// How many subscribers hold notification generation on.
    var subscriberCount: Int { subscribers.count }

    /// True while this hub holds one `begin...` call open.
    private(set) var isGenerating = false

    /// `UIDevice.current.orientation` as a core value: `unknown` unless
    /// notifications are being generated.
    var orientation: DeviceOrientation {
        ObservationConversions.device(UIDevice.current.orientation)
    }

    /// A fresh subscriber id, for `add(_:handler:)` and `remove(_:)`; ids
    /// are never reused.
    func reserveID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Adds a subscriber under a reserved id, starting notifications for the
    /// first one.
    func add(_ id: Int, handler: @escaping (DeviceOrientation) -> Void) {
        subscribers[id] = handler
        if !isGenerating { start() }
    }

    /// Removes a subscriber (again: no effect), ending notifications after
    /// the last one.
    func remove(_ id: Int) {
        guard subscribers.removeValue(forKey: id) != nil else { return }
        if subscribers.isEmpty, isGenerating { stop() }
    }

    private func start() {
        isGenerating = true
        NotificationCenter.default.addObserver(
            self, selector: #selector(orientationDidChange(_:)),
            name: UIDevice.orientationDidChangeNotification, object: nil
        )
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    private func stop() {
        isGenerating = false
        NotificationCenter.default.removeObserver(
            self, name: UIDevice.orientationDidChangeNotification, object: nil
        )
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    /// UIKit posts the notification on the main thread.
    @objc private func orientationDidChange(_ notification: Notification) {
        let current = orientation
        for handler in Array(subscribers.values) {
            handler(current)
        }
    }
}
#endif
