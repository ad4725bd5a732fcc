/// Holds the SwiftUI coordinator's rotation requests while their scene is
/// not active (the app in the background, a system alert, the app switcher),
/// as the engine does for UIKit screens (`ORI-303`).
///
/// A request names only the scene of the view whose registration changed;
/// other scenes are never asked to rotate. While that scene is inactive the
/// request waits; when it becomes active the driver recomputes what to ask
/// from the registrations as they are then (a request is never replayed
/// with a stale mask), once, however many changes happened meanwhile.
public struct SceneRequestGate<Scene: Hashable & Sendable>: Sendable, Hashable {
    private var waiting: Set<Scene> = []

    /// No request waiting.
    public init() {}

    /// True when a request for `scene` waits for its activation.
    public func isWaiting(_ scene: Scene) -> Bool { waiting.contains(scene) }

    /// A change needs `scene` to rotate. Returns true when the driver may
    /// ask now (the scene is active); otherwise the request waits.
    public mutating func request(for scene: Scene, isActive: Bool) -> Bool {
        if isActive {
            waiting.remove(scene)
            return true
        }
        waiting.insert(scene)
        return false
    }

    /// `scene` became active. Returns true, once, when a request waited: the
    /// driver recomputes and asks now.
    public mutating func activate(_ scene: Scene) -> Bool {
        waiting.remove(scene) != nil
    }

    /// `scene` disconnected: its waiting request is dropped.
    public mutating func forget(_ scene: Scene) {
        waiting.remove(scene)
    }
}
