import OrientationCore

/// The engine of one window scene, and what the driver last told it. The
/// scene's app window decides its orientation; its other windows (overlays,
/// HUDs, alert and keyboard windows) never do (UIKit rules 50-55).
@MainActor
final class DriverSession<Platform: OrientationPlatform> {
    /// The scene, held weakly; `nil` for a window not yet in a scene.
    weak var scene: Platform.Scene?
    /// The scene's app window, held weakly: the one whose screens decide.
    weak var window: Platform.Window?
    /// The engine that decides for this scene.
    let engine: OrientationEngine
    /// The last tree sent to the engine; an equal snapshot is not resent.
    var lastTree: ScreenTree?
    /// The interactive transition under way, by identity.
    var interactiveTransition: ObjectIdentifier?
    /// The transitions under way that a probe reported, by identity: a
    /// geometry request waits for their end (UIKit checks it against the
    /// outgoing screen's mask until then).
    var transitions: Set<ObjectIdentifier> = []
    /// The geometry request waiting for the transitions to end.
    var deferredGeometryRequest: InterfaceOrientationMask?
    /// True when an update of the supported orientations was asked for
    /// while a presentation or dismissal ran: UIKit reads the answer again
    /// as it presents or dismisses (rule 21), so the update is made when
    /// the transitions end only if UIKit has not asked since.
    var deferredUpdate = false
    /// The answer UIKit read last, when it asked about one of the scene's
    /// windows; `nil` before it asked.
    var answerLastRead: InterfaceOrientationMask?
    /// The mask of the last geometry request retried after a refusal.
    var retriedRequest: InterfaceOrientationMask?
    /// True from a `setNeedsUpdate…` until UIKit has had a turn out of any
    /// transition to publish it: what the scene shows may still change.
    var hasUnsettledUpdate = false
    /// The scene's size history and detected conditions.
    var geometry = SceneGeometryHistory()
    /// The observation of the scene's geometry; released with the session.
    var geometryObservation: AnyObject?
    /// The scene observed, by identity.
    var observedScene: ObjectIdentifier?
    /// The app's rotation requests someone may wait for, by request id.
    var awaitedRotations: Set<Int> = []
    /// Their outcomes, kept until the waiter takes them.
    var rotationOutcomes: [Int: RotationOutcome] = [:]
    /// The waiters of `rotate(_:to:) async`, by request id.
    var rotationWaiters: [Int: CheckedContinuation<RotationOutcome, Never>] = [:]

    init(
        scene: Platform.Scene?, window: Platform.Window, configuration: EngineConfiguration,
        store: RememberedOrientationStore, active: Bool
    ) {
        self.scene = scene
        self.window = window
        self.engine = OrientationEngine(configuration: configuration, store: store, active: active)
    }

    /// False once both the scene and its app window are gone.
    var isAlive: Bool { scene != nil || window != nil }
}

/// A window held weakly, to refresh later.
@MainActor
struct WeakWindow<Platform: OrientationPlatform> {
    weak var window: Platform.Window?
}
