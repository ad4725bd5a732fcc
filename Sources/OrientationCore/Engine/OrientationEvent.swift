/// What happened, as a driver tells the engine.
public enum OrientationEvent: Sendable, Hashable {
    /// The window's screens changed: a push, pop, present, dismiss, tab switch
    /// or anything else. The first one is the launch. A screen that becomes
    /// deciding this way gets its orientation by choice rules 1-8.
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
    /// An interactive transition began: a pop or a sheet dismissal driven
    /// by the user's finger, which may still be cancelled. Until it ends,
    /// the screens it reports are held and rotations wait (UIKIT rule 57).
    case interactiveTransitionBegan
    /// The interactive transition ended. Finished: the held screens and the
    /// waiting rotation apply now. Cancelled: both are dropped; the screens
    /// are as before the gesture.
    case interactiveTransitionEnded(cancelled: Bool)
    /// The driver or the app learnt that the user's rotation lock is on or
    /// off. There is no API for it: while it is on, `UIDevice` reports the
    /// lock's orientation, not how the device is held (UIKIT rule 56), so
    /// the device does not beat a screen's memory (choice rule 2). A device
    /// rotation reported afterwards clears it (a locked device reports none).
    case deviceRotationLockChanged(Bool)
    /// The driver re-detected the scene's conditions: a resize, a fold or
    /// unfold, a move between screens (rules 60-79). Masks may start or stop
    /// being honoured; the first one, before launch, only sets them.
    case sceneChanged(SceneConditions)
}
