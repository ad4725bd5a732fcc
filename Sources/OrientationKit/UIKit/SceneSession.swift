#if canImport(UIKit) && os(iOS)
import UIKit

/// The engine of one window scene, and what the manager last told it. The
/// scene's app window decides its orientation; its other windows (overlays,
/// HUDs, alert and keyboard windows) never do (UIKIT rules 50-55).
@MainActor
final class SceneSession {
    /// The scene, held weakly; `nil` for a window not yet in a scene.
    weak var scene: UIWindowScene?
    /// The scene's app window, held weakly: the one whose screens decide.
    weak var window: UIWindow?
    /// The engine that decides for this scene.
    let engine: OrientationEngine
    /// The last tree sent to the engine; an equal snapshot is not resent.
    var lastTree: ScreenTree?
    /// The interactive transition under way, by the coordinator's identity.
    var interactiveTransition: ObjectIdentifier?
    /// The scene's geometry: observation, resizes, detected conditions.
    let geometryTracker = SceneGeometryTracker()
    /// The app's rotation requests someone may wait for, by request id.
    var awaitedRotations: Set<Int> = []
    /// Their outcomes, kept until the waiter takes them.
    var rotationOutcomes: [Int: RotationOutcome] = [:]
    /// The waiters of `rotate(_:to:) async`, by request id.
    var rotationWaiters: [Int: CheckedContinuation<RotationOutcome, Never>] = [:]

    init(
        scene: UIWindowScene?, window: UIWindow, configuration: EngineConfiguration,
        store: RememberedOrientationStore, active: Bool
    ) {
        self.scene = scene
        self.window = window
        self.engine = OrientationEngine(configuration: configuration, store: store, active: active)
    }

    /// False once both the scene and its app window are gone.
    var isAlive: Bool { scene != nil || window != nil }
}
#endif
