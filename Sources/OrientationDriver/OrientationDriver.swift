import OrientationCore

/// The driver: it feeds each scene's `OrientationEngine` what the platform
/// shows and says, and carries out the engine's commands through the
/// platform, in UIKit's order and at UIKit's times. Platform-neutral: it
/// talks to the platform through ``OrientationPlatform`` only, so that the
/// same code runs in an app (OrientationKit's UIKit adapter) and in
/// `swift test` (models of UIKit).
///
/// What the driver learns, it learns as an app does: from UIKit's questions
/// (``supportedInterfaceOrientations(for:)``), from its probes' appearance
/// callbacks (``probeReported(_:_:)``), from notifications and from
/// geometry callbacks; nothing else.
@MainActor
public final class OrientationDriver<Platform: OrientationPlatform> {
    /// The platform driven.
    public let platform: Platform

    /// Overrides for what the driver detects. Applied at once.
    public var configuration = OrientationConfiguration() {
        didSet { refreshAll() }
    }

    /// Where remembered orientations are kept. Replace it before the first
    /// screen appears to persist them.
    public var store: RememberedOrientationStore = InMemoryOrientationStore()

    /// Called with every diagnostic, as it happens.
    public var diagnosticHandler: (OrientationDiagnostic) -> Void = { _ in }

    /// The most recent diagnostics, oldest first, at most ``maximumDiagnostics``.
    public internal(set) var diagnostics: [OrientationDiagnostic] = []

    /// How many diagnostics ``diagnostics`` keeps.
    public var maximumDiagnostics = 100

    /// Called with every rotation request as it ends, with its outcome:
    /// awaited or not, each one once.
    public var settledRotationHandler: ((SettledRotation) -> Void)?

    /// Called with every refusal (see ``refusals``).
    public var refusalHandler: ((OrientationRefusal) -> Void)?
    var refusalStreams = EventStreams<OrientationRefusal>()

    /// The policy of the player AVKit presents on its own; `nil` by default.
    public var fullScreenPlayerPolicy: OrientationPolicy? {
        didSet {
            guard fullScreenPlayerPolicy != oldValue else { return }
            for diagnostic in fullScreenPlayerPolicy?.diagnostics ?? [] { report(diagnostic) }
            refreshAll()
        }
    }

    var sessions: [ObjectIdentifier: DriverSession<Platform>] = [:]
    /// True while the driver runs platform calls: UIKit may ask meanwhile.
    var isExecuting = false
    /// True while the driver snapshots a window and feeds its engine: a
    /// question UIKit asks meanwhile (a getter that asks the app's mask)
    /// is answered from the engine at once (finding 1).
    var isRefreshing = false
    var pendingWindows: [WeakWindow<Platform>] = []
    var queuedWork: [(session: DriverSession<Platform>, commands: [OrientationCommand], appearance: Bool)] = []
    var isFlushScheduled = false
    var isActive = true
    /// True once the app was seen active (or resigning active): past its
    /// launch, a window's scene already shows an orientation.
    var hasBeenActive = false
    var hasStarted = false
    var hasCheckedAuthority = false
    /// What the app asked of ``observesDeviceOrientation`` (finding 15).
    var wantsDeviceNotifications = true
    /// True while the driver has begun device-orientation notifications.
    var generatesDeviceNotifications = false
    var rotationLock = false
    /// The device orientations the driver itself wrote through the legacy
    /// path, whose notifications are its own echo (finding 3).
    var legacyEchoes: [DeviceOrientation] = []
    /// What the last `attemptRotationToDeviceOrientation()` of this turn saw:
    /// another one that would see the same is left out (rule 22).
    var lastLegacyAttempt: LegacyAttemptInputs?
    /// The pop recognizers made to wait for their navigation controller's guard.
    var popGestureWiring = PopGestureWiring<Platform.Recognizer>()
    lazy var bundle: AppBundle = platform.bundle

    /// A driver of `platform`.
    public init(platform: Platform) {
        self.platform = platform
    }

    // MARK: - UIKit's question

    /// The mask to answer UIKit's question for `window` (the app delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`).
    ///
    /// Snapshots the app window of `window`'s scene and lets the scene's
    /// engine resolve it; the answer is the engine's mask, for every window
    /// of the scene. Commands that follow run on the next turn, outside
    /// UIKit's question. A question asked while the driver is busy (running
    /// calls, or reading a getter that asks again) is answered from the
    /// engine at once. Where the scene ignores masks, the answer is
    /// everything the device can show (finding 5). Never empty.
    public func supportedInterfaceOrientations(for window: Platform.Window?) -> InterfaceOrientationMask {
        startIfNeeded()
        guard let window = window ?? keyWindow() else { return effectiveDefaultMask }
        let session = session(for: window)
        // Asked again from inside the driver's own work (UIKit answering a
        // call the driver made, or a getter the snapshot reads asking the
        // app's answer, rule 89): the engine's answer stands, and no new
        // snapshot is queued, or every snapshot would queue the next.
        if !isExecuting && !isRefreshing {
            let asked = platform.facts(of: window).isSystem ? nil : window
            session.engine.isAnsweringUIKit = true
            refresh(window, executeNow: false, asked: asked)
            session.engine.isAnsweringUIKit = false
        }
        session.engine.supportedOrientationsWereRead()
        // UIKit now holds the answer: an update that waited for the end of a
        // presentation has nothing left to tell it.
        session.deferredUpdate = false
        let answer = answer(of: session)
        session.answerLastRead = answer
        return answer
    }

    /// The mask to answer iOS 27's per-scene question (the scene delegate's
    /// `supportedInterfaceOrientations(for:)`): the answer for the window
    /// UIKit asks in that scene (the topmost visible one of the app's,
    /// rule 51), the default mask while the scene has no window (finding 8).
    public func supportedInterfaceOrientations(forScene scene: Platform.Scene) -> InterfaceOrientationMask {
        startIfNeeded()
        guard let window = Self.orientationWindow(of: scene, platform: platform) ?? appWindow(of: scene) else {
            return effectiveDefaultMask
        }
        return supportedInterfaceOrientations(for: window)
    }

    /// The answer UIKit gets: the engine's mask, or every orientation the
    /// device shows while the scene ignores masks (a restricted answer
    /// there can make UIKit raise on iPadOS 26).
    func answer(of session: DriverSession<Platform>) -> InterfaceOrientationMask {
        session.engine.platformHonoursMasks ? session.engine.supportedMask : session.engine.configuration.deviceMask
    }

    // MARK: - The app's requests

    /// Rotates the scene showing `controller` to `orientation`, if the
    /// deciding screen's policy allows it; otherwise a diagnostic says why.
    public func rotate(_ controller: Platform.Controller, to orientation: InterfaceOrientation) {
        _ = requestRotation(controller, to: orientation, awaited: false)
    }

    /// Asks the scene's engine for the rotation; the session and the
    /// request, or `nil` when the screen is in no window or not in its
    /// scene's app window.
    func requestRotation(
        _ controller: Platform.Controller, to orientation: InterfaceOrientation, awaited: Bool
    ) -> (DriverSession<Platform>, RotationRequest)? {
        startIfNeeded()
        let name = platform.label(of: controller)
        guard let window = platform.window(of: controller) else {
            report(
                OrientationDiagnostic(
                    .engineRotationForHiddenScreen,
                    "A rotation to \(orientation) was asked for \(name), which is not in a window; ignored."))
            return nil
        }
        let session = session(for: window)
        guard window === session.window else {
            report(
                OrientationDiagnostic(
                    .engineRotationFromOtherWindow,
                    "A rotation to \(orientation) was asked for \(name), whose window is not its scene's app window; other windows never decide. Ignored."
                ))
            return nil
        }
        // A gesture no probe saw (the screen dragged away has no policy) still holds the request (rule 57).
        if let transition = platform.transition(of: controller) { transitionReported(transition, in: window) }
        refresh(window)
        let id = WindowSnapshot.id(of: controller, platform: platform)
        let commands = session.engine.handle(.rotationRequested(orientation, screen: id))
        let request = session.engine.lastRotationRequest
        if awaited, let request { session.awaitedRotations.insert(request.id) }
        reportEngineDiagnostics(session)
        execute(commands, in: session)
        return request.map { (session, $0) }
    }

    /// Re-evaluates the scene showing `controller` now (or every scene when
    /// it shows in none).
    /// A controller in no window does not start the driver: no app may be
    /// running yet (a unit test without a host app).
    public func setNeedsUpdate(for controller: Platform.Controller) {
        if let window = platform.window(of: controller) {
            startIfNeeded()
            refresh(window)
        } else {
            refreshAll()
        }
    }

    /// The mask the engine resolved for a window's scene, without a new snapshot.
    public func resolvedMask(for window: Platform.Window) -> InterfaceOrientationMask {
        sessions[sessionKey(for: window)]?.engine.supportedMask ?? effectiveDefaultMask
    }

    /// The screen deciding the orientation of a window's scene, if any.
    public func decidingScreen(in window: Platform.Window) -> ScreenID? {
        sessions[sessionKey(for: window)]?.engine.decidingScreen
    }

    /// The engine of a window's scene, once the driver created it.
    public func engine(for window: Platform.Window) -> OrientationEngine? {
        sessions[sessionKey(for: window)]?.engine
    }

    /// The scenes the driver decides for now.
    public var drivenScenes: [Platform.Scene] { liveSessions.compactMap(\.scene) }

    /// The child whose status bar and home indicator a container forwards
    /// to: the visible child as the snapshot reads it (a navigation
    /// stack's top, the selected tab, the front split column, the current
    /// page, a custom container's topmost shown child), or `nil`.
    public func appearanceChild(of controller: Platform.Controller) -> Platform.Controller? {
        ContainerReading(platform: platform).read(controller).visible.last
    }

    /// The key window of the connected scenes.
    func keyWindow() -> Platform.Window? {
        for scene in platform.connectedScenes {
            if let key = platform.windows(of: scene).first(where: { platform.facts(of: $0).isKey }) { return key }
        }
        return nil
    }

    /// Starts observing the app once: on the first question, report,
    /// request or policy, whichever comes first (finding 5: UIKit may never
    /// ask an app whose masks it ignores).
    func startIfNeeded() {
        guard !hasStarted else { return }
        hasStarted = true
        isActive = platform.isAppActive
        if isActive { hasBeenActive = true }
        updateDeviceNotifications()
    }
}
