#if canImport(UIKit) && os(iOS)
import UIKit

/// One engine per window scene (UIKIT rules 50-55): the scene's app window
/// decides; other windows never decide and never trigger a rotation.
extension OrientationManager {
    /// The key of the session deciding for `window`: its scene, or the window
    /// itself while it is in no scene.
    func sessionKey(for window: UIWindow) -> ObjectIdentifier {
        window.windowScene.map(ObjectIdentifier.init) ?? ObjectIdentifier(window)
    }

    /// The session of the scene showing `window`, created on first use. Its
    /// app window is looked up again when the one it knew is gone or left.
    func session(for window: UIWindow) -> SceneSession {
        let key = sessionKey(for: window)
        let scene = window.windowScene
        if let existing = sessions[key], existing.isAlive {
            if let scene, existing.window.map({ $0.windowScene !== scene }) ?? true {
                existing.window = Self.appWindow(of: scene) ?? window
            }
            return existing
        }
        pruneSessions()
        let appWindow = scene.flatMap(Self.appWindow(of:)) ?? window
        let session = SceneSession(
            scene: scene, window: appWindow, configuration: engineConfiguration(for: appWindow),
            store: store, active: isActive)
        session.engine.handle(.deviceRotated(DeviceOrientation(UIDevice.current.orientation)))
        if isDeviceRotationLocked { session.engine.handle(.deviceRotationLockChanged(true)) }
        sessions[key] = session
        return session
    }

    /// True when `window` is the app window of its scene: the only window
    /// whose screens decide.
    func isAppWindow(_ window: UIWindow) -> Bool {
        session(for: window).window === window
    }

    /// The scene's app window: the scene delegate's `window` (or, without a
    /// scene delegate, the app delegate's), else the lowest visible window of
    /// the app's own with a root view controller (`SceneWindows.appWindow`).
    static func appWindow(of scene: UIWindowScene) -> UIWindow? {
        let windows = scene.windows
        let declared = declaredMainWindow(of: scene)
        let facts = windows.map { windowFacts($0, declaredMain: declared) }
        return SceneWindows.appWindow(among: facts).map { windows[$0] }
    }

    /// The window UIKit asks about the scene's orientation (rule 51): the
    /// topmost visible window that is not UIKit's own.
    static func orientationWindow(of scene: UIWindowScene) -> UIWindow? {
        let windows = scene.windows
        let facts = windows.map { windowFacts($0, declaredMain: nil) }
        return SceneWindows.orientationWindow(among: facts).map { windows[$0] }
    }

    /// The window the app declares as its own.
    private static func declaredMainWindow(of scene: UIWindowScene) -> UIWindow? {
        if let sceneDelegate = scene.delegate as? UIWindowSceneDelegate, let window = sceneDelegate.window ?? nil {
            return window
        }
        return UIApplication.shared.delegate?.window ?? nil
    }

    private static func windowFacts(_ window: UIWindow, declaredMain: UIWindow?) -> SceneWindow {
        SceneWindow(
            level: Double(window.windowLevel.rawValue), isHidden: window.isHidden,
            isDeclaredMain: window === declaredMain, hasRootViewController: window.rootViewController != nil,
            isSystem: isSystemWindow(window))
    }

    /// A window of UIKit's own (the keyboard, text effects): a subclass of
    /// `UIWindow` that UIKit's bundle defines (rule 54).
    private static func isSystemWindow(_ window: UIWindow) -> Bool {
        let type: AnyClass = Swift.type(of: window)
        return type != UIWindow.self && Bundle(for: type) == Bundle(for: UIWindow.self)
    }

    /// The mask of the view controller UIKit asks for `window`'s scene: the
    /// owner (rules 5-7) in the window it asks about, `asked` when UIKit
    /// named it, else the topmost visible one (rule 51).
    func ownerMask(
        asked: UIWindow?, session: SceneSession, appSnapshot: ScreenTreeSnapshot
    ) -> InterfaceOrientationMask? {
        let owner = asked ?? session.scene.flatMap(Self.orientationWindow(of:)) ?? session.window
        guard let owner, owner !== session.window else { return appSnapshot.ownerMask }
        return ScreenTreeSnapshot(window: owner).ownerMask
    }
}
#endif
