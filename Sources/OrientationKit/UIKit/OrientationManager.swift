#if canImport(UIKit) && os(iOS)
import OrientationCore
import OrientationDriver
import UIKit
import os.log

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
/// It forwards to an `OrientationDriver` over UIKit: for each window
/// scene an ``OrientationEngine`` fed by the scene's app window (other
/// windows never decide), snapshots of its view controllers each time UIKit
/// asks and each time a policy-bearing screen appears or disappears, and
/// the engine's commands carried out at UIKit's times. Everything that
/// decides is in the driver and the engine, tested on Linux.
@MainActor
public final class OrientationManager: NSObject {
    /// The manager the app delegate and ``UIKit/UIViewController/orientationPolicy`` use.
    public static let shared = OrientationManager()

    /// Overrides for what the manager detects.
    public typealias Configuration = OrientationConfiguration

    /// The driver this manager forwards to.
    let driver = OrientationDriver(platform: UIKitPlatform())

    /// Overrides for what the manager detects (Info.plist mask, device mask,
    /// iOS version, multitasking). Applied at once.
    public var configuration: Configuration {
        get { driver.configuration }
        set { driver.configuration = newValue }
    }

    /// Where remembered orientations are kept (policies with a remember
    /// key). Replace it before the first screen appears to persist them.
    public var store: RememberedOrientationStore {
        get { driver.store }
        set { driver.store = newValue }
    }

    /// Called on the main actor with every diagnostic, as it happens. The
    /// default prints in DEBUG builds and logs with `os_log` otherwise.
    public var diagnosticHandler: (OrientationDiagnostic) -> Void {
        get { driver.diagnosticHandler }
        set { driver.diagnosticHandler = newValue }
    }

    /// The most recent diagnostics, oldest first, at most ``maximumDiagnostics``.
    public var diagnostics: [OrientationDiagnostic] { driver.diagnostics }

    /// How many diagnostics ``diagnostics`` keeps.
    public var maximumDiagnostics: Int {
        get { driver.maximumDiagnostics }
        set { driver.maximumDiagnostics = newValue }
    }

    /// Called on the main actor with every refusal: a screen wanted an
    /// orientation that the system or its environment would not give
    /// (``OrientationRefusal``). See also ``refusals``.
    public var refusalHandler: ((OrientationRefusal) -> Void)? {
        get { driver.refusalHandler }
        set { driver.refusalHandler = newValue }
    }

    /// Every refusal from now on, as it happens. Each carries its
    /// diagnostic. A slow reader keeps the newest 64.
    ///
    /// ```swift
    /// Task {
    ///     for await refusal in OrientationManager.shared.refusals {
    ///         logger.notice("\(refusal.description)")
    ///     }
    /// }
    /// ```
    public var refusals: AsyncStream<OrientationRefusal> { driver.refusals }

    /// Private: screens and probes talk to ``shared``.
    private override init() {
        super.init()
        driver.diagnosticHandler = Self.defaultDiagnosticHandler
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(appDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(
            self, selector: #selector(appWillResignActive), name: UIApplication.willResignActiveNotification,
            object: nil)
        center.addObserver(
            self, selector: #selector(deviceOrientationDidChange), name: UIDevice.orientationDidChangeNotification,
            object: nil)
    }

    @objc private func appDidBecomeActive() { driver.appDidBecomeActive() }
    @objc private func appWillResignActive() { driver.appWillResignActive() }
    @objc private func deviceOrientationDidChange() { driver.deviceOrientationDidChange() }

    /// The mask to return from `application(_:supportedInterfaceOrientationsFor:)`:
    /// the engine's mask for `window`'s scene, resolved from the whole
    /// visible hierarchy of its app window. Commands that follow run on the
    /// next turn, outside UIKit's question; a question asked from inside
    /// the library's own work (a getter that asks the app's mask) is
    /// answered at once. Where the scene ignores masks (iPad multitasking,
    /// resizable scenes) the answer is every orientation the device shows.
    /// Never empty.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(driver.supportedInterfaceOrientations(for: window))
    }

    /// Rotates the scene showing `viewController` to `orientation`, if the
    /// deciding screen's policy allows it (for a rotate button); only that
    /// scene is asked. Otherwise a diagnostic says why nothing happened, for
    /// example when the screen is in an overlay window, which never decides.
    /// The `async` form returns how the rotation ended.
    public func rotate(_ viewController: UIViewController, to orientation: InterfaceOrientation) {
        driver.rotate(viewController, to: orientation)
    }

    /// Rotates as the synchronous form does and returns how the rotation
    /// ended: ``RotationOutcome/applied(_:)``, ``RotationOutcome/refused(_:)``,
    /// ``RotationOutcome/ignoredByEnvironment(_:)`` or
    /// ``RotationOutcome/superseded``. It always returns: a request the
    /// scene accepts without turning is measured one second after it is
    /// sent. A request made while the app is inactive, or while an
    /// interactive pop or dismissal runs, waits for that to end.
    ///
    /// ```swift
    /// if case .ignoredByEnvironment = await OrientationManager.shared.rotate(self, to: .landscapeRight) {
    ///     showHint("This window cannot turn; make it full screen to watch in landscape.")
    /// }
    /// ```
    @discardableResult
    public func rotate(
        _ viewController: UIViewController, to orientation: InterfaceOrientation
    ) async -> RotationOutcome {
        await driver.rotate(viewController, to: orientation)
    }

    /// Re-evaluates the scene showing `viewController` now (or every scene
    /// when it shows in none). Use it after changes the manager cannot
    /// see: a tab switch or a page turn in a container that carries a
    /// policy, a custom container switching children without appearance
    /// callbacks, or a screen without a policy replaced in place.
    public func setNeedsUpdate(for viewController: UIViewController) {
        driver.setNeedsUpdate(for: viewController)
    }

    /// The mask the engine resolved for a window's scene, without a new snapshot.
    public func resolvedMask(for window: UIWindow) -> InterfaceOrientationMask {
        driver.resolvedMask(for: window)
    }

    /// The screen deciding the orientation of a window's scene, if any states
    /// a policy; it is always in the scene's app window.
    public func decidingScreen(in window: UIWindow) -> ScreenID? {
        driver.decidingScreen(in: window)
    }

    /// Records a diagnostic and hands it to ``diagnosticHandler``.
    func report(_ diagnostic: OrientationDiagnostic) {
        driver.report(diagnostic)
    }

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() {
        driver.clearDiagnostics()
    }

    /// The default ``diagnosticHandler``: `print` in DEBUG builds, `os_log`
    /// otherwise (errors at error level, the rest at default level).
    nonisolated public static func defaultDiagnosticHandler(_ diagnostic: OrientationDiagnostic) {
        #if DEBUG
        print("[Orientation] \(diagnostic)")
        #else
        let type: OSLogType = diagnostic.severity == .error ? .error : .default
        os_log("%{public}@", log: .default, type: type, diagnostic.description)
        #endif
    }
}
#endif
