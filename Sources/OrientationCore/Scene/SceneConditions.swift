/// What a window scene honours right now: the property that changes over
/// time as the user resizes the scene, folds or unfolds the device (rules
/// 60-79). A driver detects it from the scene's geometry and tells the
/// engine with ``OrientationEvent/sceneChanged(_:)``; the engine also learns
/// from refusals (a geometry request denied because of the windowing mode
/// means masks are ignored until the scene changes again).
public struct SceneConditions: Sendable, Hashable, CustomStringConvertible {
    /// Where the scene runs.
    public var environment: SceneEnvironment
    /// False when the system ignores supported-orientation masks in this
    /// scene: no rotation request can succeed and UIKit does not consult the
    /// masks (rules 29, 62-66).
    public var honoursMasks: Bool
    /// True when the scene meets the three conditions under which iOS 26+
    /// may honour `prefersInterfaceOrientationLocked`: centred, the size of
    /// the screen, not occluded (rule 68).
    public var honoursOrientationLock: Bool
    /// How many times the user has resized the scene (a fold or unfold
    /// counts); 0 before the first resize. Any change is a new scene state.
    public var resizeCount: Int

    /// Creates scene conditions; the default is a full-screen scene that
    /// honours masks and the orientation lock preference.
    public init(
        environment: SceneEnvironment = .fullScreen, honoursMasks: Bool = true,
        honoursOrientationLock: Bool = true, resizeCount: Int = 0
    ) {
        self.environment = environment
        self.honoursMasks = honoursMasks
        self.honoursOrientationLock = honoursOrientationLock
        self.resizeCount = resizeCount
    }

    /// The environment's name, with "after a resize" once resized:
    /// "iPhone Mirroring after a resize".
    public var description: String {
        resizeCount > 0 && environment != .duoInner && environment != .duoOuter
            ? environment.displayName + " after a resize" : environment.displayName
    }
}
