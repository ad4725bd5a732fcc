#if canImport(UIKit)
import UIKit

/// The app's window: passes every event on unchanged and notes when touches
/// begin and end, so that a step waiting for a person's gesture can tell
/// "the finger lifted and nothing happened" (``GestureWatchState``).
final class ConformanceWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        guard event.type == .touches, let touches = event.allTouches else { return }
        if touches.contains(where: { $0.phase == .began }) { SceneActivity.shared.touchBeganAt = event.timestamp }
        if !touches.isEmpty, touches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            SceneActivity.shared.touchEndedAt = event.timestamp
        }
    }
}

/// What the scene did lately, in `ProcessInfo.systemUptime` seconds (the
/// clock of `UIEvent.timestamp`): touches on the window and geometry
/// changes (a rotation or a resize, reported by the scene delegate).
@MainActor
final class SceneActivity {
    static let shared = SceneActivity()
    var touchBeganAt: TimeInterval?
    var touchEndedAt: TimeInterval?
    var geometryChangedAt: TimeInterval?

    /// Seconds since the last geometry change, `nil` when none was seen.
    var secondsSinceGeometryChange: TimeInterval? {
        geometryChangedAt.map { ProcessInfo.processInfo.systemUptime - $0 }
    }
}
#endif
