#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

extension OrientationManager {
    /// Takes a snapshot of the app window of `window`'s scene and feeds it
    /// to the scene's engine when it changed; the resulting commands run
    /// now, or on the next turn of the main actor when `executeNow` is false.
    ///
    /// A change reported from another window of the scene (an overlay's
    /// probe) is ignored: other windows never decide and never trigger a
    /// rotation (UIKIT rules 51-52). When UIKit asks about a window
    /// (`asked`), the engine learns the mask of that window's owner.
    func refresh(_ window: UIWindow, executeNow: Bool = true, asked: UIWindow? = nil) {
        guard !isExecuting else {
            if !pendingWindows.contains(where: { $0 === window }) { pendingWindows.append(window) }
            return
        }
        let session = session(for: window)
        guard let appWindow = session.window, asked != nil || window === appWindow else { return }
        let maskBefore = session.engine.supportedMask
        applyConfiguration(to: session, window: appWindow)
        let sceneCommands = updateSceneConditions(of: session, window: appWindow)
        if executeNow {
            execute(sceneCommands, in: session)
        } else {
            enqueue(sceneCommands, in: session, updatingAppearance: false)
        }
        let snapshot = ScreenTreeSnapshot(window: appWindow)
        InteractivePopGestureGuard.install(on: snapshot.navigationControllers)
        let ownerMask = ownerMask(asked: asked, session: session, appSnapshot: snapshot)
        // The app window's presentation in progress matters when its owner is the one asked.
        session.engine.setOwnerMask(
            ownerMask,
            duringTransition: ownerMask == snapshot.ownerMask
                ? snapshot.transitionOwnerMask : nil)
        // The engine re-resolves silently when its configuration or the
        // owner's mask changes; UIKit must then be told, like for a new tree.
        let maskChangedSilently = session.engine.supportedMask != maskBefore && session.lastTree != nil
        guard snapshot.tree != session.lastTree || maskChangedSilently else { return }
        if session.lastTree == nil, UIApplication.shared.applicationState == .active,
            let scene = appWindow.windowScene
        {
            // A window opened while the app runs already shows an orientation;
            // at launch the engine's launch rule applies instead.
            session.engine.handle(.interfaceOrientationChanged(scene.shownOrientation))
            deliverSettledRotations(of: session)
        }
        let decidingBefore = session.engine.decidingScreen
        session.lastTree = snapshot.tree
        var commands = session.engine.handle(.screensChanged(snapshot.tree))
        if maskChangedSilently, !commands.contains(.updateSupportedOrientations) {
            commands.insert(.updateSupportedOrientations, at: 0)
        }
        reportEngineDiagnostics(session)
        let appearanceChanged = decidingBefore != session.engine.decidingScreen
        if executeNow {
            execute(commands, in: session, updatingAppearance: appearanceChanged)
        } else {
            enqueue(commands, in: session, updatingAppearance: appearanceChanged)
        }
    }

    /// Refreshes every live scene.
    func refreshAll() {
        pruneSessions()
        for session in Array(sessions.values) {
            if let window = session.window { refresh(window) }
        }
    }

    /// The sessions whose scene or app window is still alive.
    var liveSessions: [SceneSession] {
        pruneSessions()
        return Array(sessions.values)
    }

    func pruneSessions() {
        sessions = sessions.filter { _, session in
            // A window that joined a scene is decided for by the scene's session.
            let keep = session.isAlive && !(session.scene == nil && session.window?.windowScene != nil)
            if !keep { endAwaitedRotations(of: session) }
            return keep
        }
    }

    func applyConfiguration(to session: SceneSession, window: UIWindow) {
        let wanted = engineConfiguration(for: window)
        if session.engine.configuration != wanted { session.engine.configuration = wanted }
    }

    var effectiveDefaultMask: InterfaceOrientationMask {
        configuration.defaultMask ?? plistMask ?? PlatformEnvironment.idiom.defaultMask
    }

    func engineConfiguration(for window: UIWindow) -> EngineConfiguration {
        let idiom = PlatformEnvironment.idiom
        return EngineConfiguration(
            osMajorVersion: configuration.osMajorVersion ?? PlatformEnvironment.osMajorVersion,
            defaultMask: effectiveDefaultMask,
            deviceMask: configuration.deviceMask ?? PlatformEnvironment.deviceMask(idiom: idiom, window: window))
        // Whether masks are honoured belongs to the scene and changes over
        // time: ``updateSceneConditions(of:window:)`` tells the engine.
    }
}
#endif
