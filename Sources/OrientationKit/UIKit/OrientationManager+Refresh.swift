#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

extension OrientationManager {
    /// Takes a snapshot of `window` and feeds it to the engine when it
    /// changed; the resulting commands run now, or on the next turn of the
    /// main actor when `executeNow` is false.
    func refresh(_ window: UIWindow, executeNow: Bool = true) {
        guard !isExecuting else {
            if !pendingWindows.contains(where: { $0 === window }) { pendingWindows.append(window) }
            return
        }
        let session = session(for: window)
        let maskBefore = session.engine.supportedMask
        applyConfiguration(to: session, window: window)
        let snapshot = ScreenTreeSnapshot(window: window)
        InteractivePopGestureGuard.install(on: snapshot.navigationControllers)
        session.engine.setOwnerMask(snapshot.ownerMask)
        // The engine re-resolves silently when its configuration or the
        // owner's mask changes; UIKit must then be told, like for a new tree.
        let maskChangedSilently = session.engine.supportedMask != maskBefore && session.lastTree != nil
        guard snapshot.tree != session.lastTree || maskChangedSilently else { return }
        if session.lastTree == nil, UIApplication.shared.applicationState == .active,
           let scene = window.windowScene {
            // A window opened while the app runs already shows an orientation;
            // at launch the engine's launch rule applies instead.
            session.engine.handle(.interfaceOrientationChanged(InterfaceOrientation(scene.interfaceOrientation)))
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

    /// Refreshes every live window.
    func refreshAll() {
        pruneSessions()
        for session in Array(sessions.values) {
            if let window = session.window { refresh(window) }
        }
    }

    /// The session of a window, created on first use.
    func session(for window: UIWindow) -> WindowSession {
        let key = ObjectIdentifier(window)
        if let existing = sessions[key], existing.window === window { return existing }
        pruneSessions()
        let session = WindowSession(window: window, configuration: engineConfiguration(for: window),
                                    store: store, active: isActive)
        session.engine.handle(.deviceRotated(DeviceOrientation(UIDevice.current.orientation)))
        sessions[key] = session
        return session
    }

    /// The sessions whose window is still alive.
    var liveSessions: [WindowSession] {
        pruneSessions()
        return Array(sessions.values)
    }

    func pruneSessions() {
        sessions = sessions.filter { $0.value.window != nil }
    }

    func applyConfiguration(to session: WindowSession, window: UIWindow) {
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
            deviceMask: configuration.deviceMask ?? PlatformEnvironment.deviceMask(idiom: idiom, window: window),
            platformHonoursMasks: configuration.platformHonoursMasks ?? PlatformEnvironment.honoursMasks(
                idiom: idiom, multitaskingEligible: multitaskingEligible, window: window))
    }
}
#endif
