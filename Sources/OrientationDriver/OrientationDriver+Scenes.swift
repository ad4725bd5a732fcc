import OrientationCore

/// One engine per window scene (UIKit rules 50-55): the scene's app window
/// decides; other windows never decide and never trigger a rotation.
extension OrientationDriver {
    /// The key of the session deciding for `window`: its scene, or the
    /// window itself while it is in no scene.
    func sessionKey(for window: Platform.Window) -> ObjectIdentifier {
        platform.scene(of: window).map(ObjectIdentifier.init) ?? ObjectIdentifier(window)
    }

    /// The session of the scene showing `window`, created on first use. Its
    /// app window is chosen again each time (finding 9: a hidden old window
    /// that stays alive no longer decides once the app declares another).
    func session(for window: Platform.Window) -> DriverSession<Platform> {
        let key = sessionKey(for: window)
        let scene = platform.scene(of: window)
        if let existing = sessions[key], existing.isAlive {
            if let scene, let chosen = appWindow(of: scene), chosen !== existing.window {
                existing.window = chosen
                existing.lastTree = nil
            } else if scene != nil, existing.window == nil {
                existing.window = window
            }
            return existing
        }
        pruneSessions()
        let chosenWindow = scene.flatMap { self.appWindow(of: $0) } ?? window
        let session = DriverSession<Platform>(
            scene: scene, window: chosenWindow, configuration: engineConfiguration(for: chosenWindow),
            store: store, active: isActive)
        session.engine.handle(.deviceRotated(platform.deviceOrientation))
        if rotationLock { session.engine.handle(.deviceRotationLockChanged(true)) }
        sessions[key] = session
        return session
    }

    /// The session of a window's scene, if the driver has one.
    func existingSession(for window: Platform.Window) -> DriverSession<Platform>? {
        sessions[sessionKey(for: window)]
    }

    /// The scene's app window: the declared window (the scene delegate's
    /// `window`, else the app delegate's), else the lowest visible window
    /// of the app's own with a root view controller.
    func appWindow(of scene: Platform.Scene) -> Platform.Window? {
        let windows = platform.windows(of: scene)
        let declared = declaredWindow(of: scene)
        let facts = windows.map { Self.sceneWindow(platform.facts(of: $0), declared: $0 === declared) }
        return SceneWindows.appWindow(among: facts).map { windows[$0] }
    }

    /// The window the app declares for a scene: the scene delegate's
    /// `window`, else the app delegate's.
    func declaredWindow(of scene: Platform.Scene) -> Platform.Window? {
        platform.sceneDelegateWindow(of: scene) ?? platform.appDelegateWindow
    }

    /// The window UIKit asks about the scene's orientation (rule 51): the
    /// topmost visible window that is not UIKit's own.
    static func orientationWindow(of scene: Platform.Scene, platform: Platform) -> Platform.Window? {
        let windows = platform.windows(of: scene)
        let facts = windows.map { sceneWindow(platform.facts(of: $0), declared: false) }
        return SceneWindows.orientationWindow(among: facts).map { windows[$0] }
    }

    private static func sceneWindow(_ facts: WindowFacts, declared: Bool) -> SceneWindow {
        SceneWindow(
            level: facts.level, isHidden: facts.isHidden, isDeclaredMain: declared,
            hasRootViewController: facts.hasRootController, isSystem: facts.isSystem)
    }

    /// The mask of the controller UIKit asks for the scene: the owner
    /// (rules 5-7) in the window it asks about, `asked` when UIKit named
    /// it, else the topmost visible one (rule 51). When that is another
    /// window than the app's, the app's own owner is asked too at times
    /// (one answer serves every window, rule 52; below iOS 16 an attempt
    /// turns the app's window): the mask stays within both owners when they
    /// share an orientation, else within the one asked.
    func ownerMask(
        asked: Platform.Window?, session: DriverSession<Platform>, appSnapshot: WindowSnapshot<Platform>
    ) -> InterfaceOrientationMask? {
        let owner =
            asked ?? session.scene.flatMap { Self.orientationWindow(of: $0, platform: platform) } ?? session.window
        guard let owner, owner !== session.window, let root = platform.rootController(of: owner) else {
            return appSnapshot.ownerMask
        }
        let settled = WindowSnapshot.settledOwner(root: root, window: owner, platform: platform)
        let other = WindowSnapshot.mask(of: settled, platform: platform)
        guard let own = appSnapshot.ownerMask else { return other }
        guard let other else { return own }
        let both = other.intersection(own)
        return both.isEmpty ? other : both
    }
}
