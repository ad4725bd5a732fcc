#if canImport(UIKit) && os(iOS)
import UIKit

extension OrientationManager {
    // MARK: - The scene delegate's answer (iOS 27)

    /// The mask to return from the scene delegate's
    /// `supportedInterfaceOrientations(for:)`, asked by iOS 27 for each
    /// scene (rule 70): the answer for the scene's app window. Declare it
    /// with its Objective-C name so that it builds with SDKs older than 27:
    ///
    /// ```swift
    /// @objc(supportedInterfaceOrientationsForWindowScene:)
    /// func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
    ///     OrientationManager.shared.supportedInterfaceOrientations(for: windowScene)
    /// }
    /// ```
    ///
    /// iOS 26 and earlier never ask the scene delegate: keep answering from
    /// the app delegate too while the app supports them.
    public func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        supportedInterfaceOrientations(for: Self.appWindow(of: windowScene))
    }

    // MARK: - Geometry callbacks

    /// Tells the manager that a scene's geometry changed. Call it from the
    /// scene delegate's `windowScene(_:didUpdateEffectiveGeometry:)` (iOS
    /// 26) or `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`
    /// (iOS 13-15); on iOS 16 and later the manager also observes
    /// `effectiveGeometry` by itself, and a second report changes nothing.
    public func windowSceneDidUpdateGeometry(_ windowScene: UIWindowScene) {
        for window in windowScene.windows { sceneGeometryDidChange(in: window) }
    }

    /// A geometry callback for a window's scene: the scene's conditions are
    /// detected again (a resize, a fold), then the orientation the scene
    /// shows is reported, so that the engine reconciles it with what it
    /// asked for (rule 72) and notices a lock preference the scene did not
    /// hold (rule 68).
    func sceneGeometryDidChange(in window: UIWindow) {
        guard let session = sessions[sessionKey(for: window)], session.window === window,
            let scene = window.windowScene, session.engine.currentOrientation != nil
        else { return }
        let sceneCommands = updateSceneConditions(of: session, window: window)
        execute(sceneCommands, in: session)
        let commands = session.engine.handle(.interfaceOrientationChanged(scene.shownOrientation))
        reportEngineDiagnostics(session)
        execute(commands, in: session)
    }

    /// Detects the scene's conditions and hands them to the engine; returns
    /// its commands (a scene that honours masks again is rotated back).
    func updateSceneConditions(of session: SceneSession, window: UIWindow) -> [OrientationCommand] {
        checkAuthorityOnce(for: window)
        let tracker = session.geometryTracker
        tracker.observe(window) { [weak window] in
            guard let window else { return }
            OrientationManager.shared.sceneGeometryDidChange(in: window)
        }
        tracker.note(window)
        let conditions = tracker.conditions(of: window, facts: sceneFacts)
        let commands = session.engine.handle(.sceneChanged(conditions))
        reportEngineDiagnostics(session)
        return commands
    }

    /// What scene detection needs to know about the app.
    var sceneFacts: SceneFacts {
        let idiom = PlatformEnvironment.idiom
        let os = configuration.osMajorVersion ?? PlatformEnvironment.osMajorVersion
        let facts = bundleFacts
        let sdk = facts.linkedSDK ?? os
        let requiresFullScreen = facts.requiresFullScreen
        // Rules 28 and 63: from the iOS 27 rules on, orientations no longer
        // decide whether an iPad app is resizable.
        let eligible =
            idiom == .pad && !requiresFullScreen && facts.hasLaunchScreen
            && ((os >= 27 && sdk >= 27) || (plistMask ?? .all) == .all)
        return SceneFacts(
            idiom: idiom, osMajorVersion: os, linkedSDK: sdk, multitaskingEligible: eligible,
            requiresFullScreen: requiresFullScreen, runsOnIPad: facts.runsOnIPad,
            forcedHonoursMasks: configuration.platformHonoursMasks)
    }

    // MARK: - The orientation lock preference (iOS 26)

    /// What `prefersInterfaceOrientationLocked` should answer for a view
    /// controller in a window the manager drives (rule 68): true while the
    /// deciding screen's policy is locked, the scene ignores masks but can
    /// hold the lock, and the interface shows the locked orientation.
    /// Override it in a view controller of your own with this answer:
    ///
    /// ```swift
    /// override var prefersInterfaceOrientationLocked: Bool {
    ///     OrientationManager.shared.prefersOrientationLock(for: self)
    /// }
    /// ```
    ///
    /// ``OrientationNavigationController``, ``OrientationTabBarController``
    /// and ``OrientationHostingController`` already do.
    public func prefersOrientationLock(for viewController: UIViewController) -> Bool {
        guard let window = viewController.viewIfLoaded?.window else { return false }
        return sessions[sessionKey(for: window)]?.engine.prefersOrientationLock ?? false
    }

    /// True when the library decides the orientation lock of the window
    /// showing `viewController` (a screen on screen states a policy), so
    /// containers answer themselves instead of forwarding to a child.
    public func decidesOrientationLock(for viewController: UIViewController) -> Bool {
        guard let window = viewController.viewIfLoaded?.window else { return false }
        return sessions[sessionKey(for: window)]?.engine.decidingScreen != nil
    }

    // MARK: - Who answers

    /// Once: when only the scene delegate answers and this system is older
    /// than iOS 27, which never asks it, says so (`ORI-415`, rule 70).
    func checkAuthorityOnce(for window: UIWindow) {
        guard !hasCheckedAuthority, let scene = window.windowScene else { return }
        hasCheckedAuthority = true
        let appDelegate =
            UIApplication.shared.delegate.map {
                $0.responds(to: #selector(UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)))
            } ?? false
        let sceneDelegate = SceneDelegateAuthority.answers(for: scene)
        let authority: OrientationAuthority? =
            appDelegate
            ? (sceneDelegate ? .both : .appDelegate)
            : (sceneDelegate ? .sceneDelegate : nil)
        let os = configuration.osMajorVersion ?? PlatformEnvironment.osMajorVersion
        if let diagnostic = authority?.diagnostic(osMajorVersion: os) { report(diagnostic) }
    }
}

/// What the app's Info.plist says about resizing, read once.
struct AppBundleFacts {
    /// The SDK the app was linked against (rule 61), when the Info.plist says.
    var linkedSDK: Int?
    /// `UIRequiresFullScreen`.
    var requiresFullScreen: Bool
    /// A launch screen is declared (rule 28).
    var hasLaunchScreen: Bool
    /// The hardware is an iPad (an iPhone app on iPad keeps the phone idiom).
    var runsOnIPad: Bool

    /// The facts of the main bundle.
    @MainActor
    static func read() -> AppBundleFacts {
        AppBundleFacts(
            linkedSDK: PlatformEnvironment.linkedSDK(),
            requiresFullScreen: PlatformEnvironment.requiresFullScreen(),
            hasLaunchScreen: PlatformEnvironment.hasLaunchScreen(),
            runsOnIPad: UIDevice.current.model.hasPrefix("iPad"))
    }
}

/// Reaches a scene delegate's `supportedInterfaceOrientationsForWindowScene:`
/// (iOS 27) through the Objective-C runtime, so that code built with older
/// SDKs can ask it too (rule 70).
@MainActor
public enum SceneDelegateAuthority {
    /// The Objective-C name of the iOS 27 scene delegate method.
    public static let selector = NSSelectorFromString("supportedInterfaceOrientationsForWindowScene:")

    /// True when the scene's delegate implements the method.
    public static func answers(for windowScene: UIWindowScene) -> Bool {
        (windowScene.delegate as? NSObject)?.responds(to: selector) ?? false
    }

    /// The scene delegate's answer for its scene, or `nil` when it does not
    /// implement the method.
    public static func answer(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask? {
        guard let delegate = windowScene.delegate as? NSObject, delegate.responds(to: selector) else { return nil }
        typealias Method = @convention(c) (AnyObject, Selector, UIWindowScene) -> UInt
        let implementation = unsafeBitCast(delegate.method(for: selector), to: Method.self)
        return UIInterfaceOrientationMask(rawValue: implementation(delegate, selector, windowScene))
    }
}
#endif
