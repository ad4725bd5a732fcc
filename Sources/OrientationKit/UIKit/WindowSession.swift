#if canImport(UIKit) && os(iOS)
import UIKit

/// The engine of one window, and what the manager last told it.
@MainActor
final class WindowSession {
    /// The window, held weakly: a closed window ends its session.
    weak var window: UIWindow?
    /// The engine that decides for this window.
    let engine: OrientationEngine
    /// The last tree sent to the engine; an equal snapshot is not resent.
    var lastTree: ScreenTree?
    /// The scene's geometry: observation, resizes, detected conditions.
    let geometryTracker = SceneGeometryTracker()

    init(window: UIWindow, configuration: EngineConfiguration, store: RememberedOrientationStore, active: Bool) {
        self.window = window
        self.engine = OrientationEngine(configuration: configuration, store: store, active: active)
    }
}
#endif
