#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

/// The single authority on interface orientation for a UIKit app.
///
/// Answer the app delegate's question with it, and give screens an
/// ``UIKit/UIViewController/orientationPolicy``; nothing to subclass:
///
/// ```swift
/// func application(_ application: UIApplication,
///                  supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
///     OrientationManager.shared.supportedInterfaceOrientations(for: window)
/// }
/// ```
///
/// For each window scene it keeps an ``OrientationEngine``, fed by the
/// scene's app window; other windows of the scene (overlays, HUDs) never
/// decide. Each time UIKit asks, and each time a policy-bearing screen
/// appears or disappears, it snapshots the app window's view controllers
/// into a ``ScreenTree``, lets the engine
/// resolve it, and executes the engine's commands through the shared
/// ``PlatformCall`` plan (`setNeedsUpdateOfSupportedInterfaceOrientations`
/// and `requestGeometryUpdate` on iOS 16+, the legacy device-orientation path
/// before). Everything that decides is in the engine.
@MainActor
public final class OrientationManager: NSObject {
    /// The manager the app delegate and ``UIKit/UIViewController/orientationPolicy`` use.
    public static let shared = OrientationManager()

    /// Overrides for what the manager detects (Info.plist mask, device mask,
    /// iOS version, multitasking). Applied at the next query.
    public var configuration = Configuration() {
        didSet { refreshAll() }
    }

    /// Where remembered orientations are kept (policies with a remember
    /// key). Replace it before the first screen appears to persist them.
    public var store: RememberedOrientationStore = InMemoryOrientationStore()

    /// Called on the main actor with every diagnostic, as it happens. The
    /// default prints in DEBUG builds and logs with `os_log` otherwise.
    public var diagnosticHandler: (OrientationDiagnostic) -> Void = OrientationManager.defaultDiagnosticHandler

    /// The most recent diagnostics, oldest first, at most ``maximumDiagnostics``.
    public internal(set) var diagnostics: [OrientationDiagnostic] = []

    /// How many diagnostics ``diagnostics`` keeps.
    public var maximumDiagnostics = 100

    /// Called on the main actor with every refusal: a screen wanted an
    /// orientation that the system or its environment would not give
    /// (``OrientationRefusal``). See also ``refusals``.
    public var refusalHandler: ((OrientationRefusal) -> Void)?
    var refusalStreams = EventStreams<OrientationRefusal>()
    var hasCheckedAuthority = false

    var sessions: [ObjectIdentifier: SceneSession] = [:]
    var isExecuting = false
    var pendingWindows: [UIWindow] = []
    var queuedWork: [(session: SceneSession, commands: [OrientationCommand], appearance: Bool)] = []
    var rotationLock = false
    var isFlushScheduled = false
    var isActive = true
    var isObservingDevice = false
    private var hasStarted = false
    lazy var plistMask: InterfaceOrientationMask? = PlatformEnvironment.infoPlistMask(for: PlatformEnvironment.idiom)
    lazy var bundleFacts = AppBundleFacts.read()

    /// Private: screens and probes talk to ``shared``.
    private override init() {
        super.init()
    }

    // MARK: - The app delegate's answer

    /// The mask to return from `application(_:supportedInterfaceOrientationsFor:)`.
    ///
    /// Snapshots the view controllers of the app window of `window`'s scene
    /// and, when they changed since the last snapshot, lets the scene's engine
    /// resolve them; the answer is the engine's mask, for every window of the
    /// scene: an overlay's own screens never decide (UIKIT rules 51-52). Commands that follow (asking UIKit again, a rotation)
    /// run on the next turn of the main actor, outside UIKit's question.
    /// While commands run, UIKit may ask again: the answer is then the
    /// engine's mask, without a new snapshot. Cheap when nothing changed
    /// (one walk of the controllers, no resolution). Never empty.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        startIfNeeded()
        guard let window = window ?? keyWindow() else {
            return UIInterfaceOrientationMask(effectiveDefaultMask)
        }
        // Commands found while UIKit is asking run on the next turn of the
        // main actor, not inside UIKit's own question.
        let session = session(for: window)
        // UIKit receives this answer: the engine asks for no update of it.
        session.engine.isAnsweringUIKit = true
        if !isExecuting { refresh(window, executeNow: false, asked: window) }
        session.engine.isAnsweringUIKit = false
        session.engine.supportedOrientationsWereRead()
        return UIInterfaceOrientationMask(session.engine.supportedMask)
    }

    /// Rotates the scene showing `viewController` to `orientation`, if the
    /// deciding screen's policy allows it (for a rotate button); only that
    /// scene is asked. Otherwise a diagnostic says why nothing happened, for
    /// example when the screen is in an overlay window, which never decides.
    /// The `async` form returns how the rotation ended.
    public func rotate(_ viewController: UIViewController, to orientation: InterfaceOrientation) {
        _ = requestRotation(viewController, to: orientation, awaited: false)
    }

    /// Asks the scene's engine for the rotation; the session and the request,
    /// or `nil` when the screen is in no window or not in its scene's app
    /// window. `awaited`: its outcome is kept for a waiter.
    func requestRotation(
        _ viewController: UIViewController, to orientation: InterfaceOrientation,
        awaited: Bool
    ) -> (SceneSession, RotationRequest)? {
        startIfNeeded()
        guard let window = viewController.viewIfLoaded?.window else {
            report(
                OrientationDiagnostic(
                    .engineRotationForHiddenScreen,
                    "A rotation to \(orientation) was asked for \(type(of: viewController)), which is not in a window; ignored."
                ))
            return nil
        }
        let session = session(for: window)
        guard window === session.window else {
            report(
                OrientationDiagnostic(
                    .engineRotationFromOtherWindow,
                    "A rotation to \(orientation) was asked for \(type(of: viewController)), whose window is not its scene's app window; other windows never decide. Ignored."
                ))
            return nil
        }
        refresh(window)
        let id = ScreenTreeSnapshot.id(of: viewController)
        let commands = session.engine.handle(.rotationRequested(orientation, screen: id))
        let request = session.engine.lastRotationRequest
        if awaited, let request { session.awaitedRotations.insert(request.id) }
        reportEngineDiagnostics(session)
        execute(commands, in: session)
        return request.map { (session, $0) }
    }

    /// Re-evaluates the scene showing `viewController` now (or every scene
    /// when it shows in none). Use it after changes the manager cannot
    /// see: a custom container switching children without appearance
    /// callbacks, or a screen without a policy replaced in place.
    public func setNeedsUpdate(for viewController: UIViewController) {
        guard hasStarted else { return }
        if let window = viewController.viewIfLoaded?.window {
            refresh(window)
        } else {
            refreshAll()
        }
    }

    /// The mask the engine resolved for a window's scene, without a new snapshot.
    public func resolvedMask(for window: UIWindow) -> InterfaceOrientationMask {
        sessions[sessionKey(for: window)]?.engine.supportedMask ?? effectiveDefaultMask
    }

    /// The screen deciding the orientation of a window's scene, if any states
    /// a policy; it is always in the scene's app window.
    public func decidingScreen(in window: UIWindow) -> ScreenID? {
        sessions[sessionKey(for: window)]?.engine.decidingScreen
    }

    func keyWindow() -> UIWindow? {
        for scene in UIApplication.shared.connectedScenes {
            guard let windowScene = scene as? UIWindowScene else { continue }
            if let key = windowScene.windows.first(where: \.isKeyWindow) { return key }
        }
        return nil
    }

    private func startIfNeeded() {
        guard !hasStarted else { return }
        hasStarted = true
        isActive = UIApplication.shared.applicationState == .active
        startObservingNotifications()
    }
}
#endif
