/// What happened, as a driver tells the engine.
public enum OrientationEvent: Sendable, Hashable {
    /// The window's screens changed: a push, pop, present, dismiss, tab switch
    /// or anything else. The first one is the launch. A screen that becomes
    /// deciding this way gets its orientation by choice rules 1-7.
    case screensChanged(ScreenTree)
    /// The device turned physically (rules 19-20).
    case deviceRotated(DeviceOrientation)
    /// The app changed one screen's policy.
    case policyChanged(ScreenID, OrientationPolicy?)
    /// The app asked for a rotation, optionally on behalf of one screen.
    case rotationRequested(InterfaceOrientation, screen: ScreenID?)
    /// The app stopped being active (background, a system alert).
    case appBecameInactive
    /// The app became active again; deferred requests run now.
    case appBecameActive
    /// The platform reports the interface orientation it shows now.
    case interfaceOrientationChanged(InterfaceOrientation)
    /// A geometry request failed with a `UISceneErrorDomain` code and message.
    case geometryRequestFailed(code: Int, message: String)
    /// The driver re-detected the scene's conditions: a resize, a fold or
    /// unfold, a move between screens (rules 60-79). Masks may start or stop
    /// being honoured; the first one, before launch, only sets them.
    case sceneChanged(SceneConditions)
}
