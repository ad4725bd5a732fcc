/// One app running on a simulated device: UIKit's orientation behaviour
/// (UIKitRules.md) and, in library mode, the library's shipped driver
/// (`OrientationDriver`) over it, learning what it learns on a device. Tests call the actions
/// (``push(_:line:)``, ``present(_:style:line:)``,
/// ``rotateDevice(_:line:)`` ...) and read the state.
///
/// ```swift
/// let app = SimulatedApp(device: DeviceSetup(orientation: .landscapeLeft),
///                        screens: [ScreenDeclaration(id: "nav", kind: .navigation, children: ["list"]),
///                                  ScreenDeclaration(id: "list", policy: .portrait),
///                                  ScreenDeclaration(id: "player", policy: .landscape)],
///                        root: "nav")
/// app.push("player")
/// #expect(app.orientation == .landscapeRight)
/// ```
///
/// In library mode (`app.library == true`) view controllers keep UIKit's
/// defaults and the app delegate answers the engine's mask. In plain mode
/// each screen's policy becomes that view controller's own overrides
/// (supported mask; preferred orientation for presentation = the lock or the
/// preferred orientation); `matchPresenting` has no plain-UIKit meaning and
/// leaves UIKit's defaults. Impossible actions never trap: they leave the
/// app as it was and say why in the step's diagnostics; the record names
/// the exception UIKit raises (``StepRecord/exceptionName``) or why UIKit
/// ignores the step (``StepRecord/refused``).
public final class SimulatedApp {
    /// The device.
    public let device: DeviceSetup
    /// The app's Info.plist and mode.
    public let app: AppSetup
    /// The choices made for uncertain rules.
    public let assumptions: UIKitAssumptions
    /// Every step so far: the launch (`start`) first.
    public private(set) var history: [StepRecord] = []
    /// The physical orientation of the device.
    public private(set) var physicalOrientation: DeviceOrientation

    let model: UIKitModel
    /// The shipped driver over the model, in library mode.
    var shipped: ShippedDriverBridge?
    /// True while the step's record reads the state (not UIKit asking).
    var isRecording = false
    /// The engine of library mode, as the driver made it.
    var libraryEngine: OrientationEngine? { shipped?.engine }
    /// The policies the app set, by screen.
    var policies: [String: OrientationPolicy]
    var stepCalls: [PlatformCall] = []
    var stepNotes: [String] = []
    /// Why UIKit did not carry out the current step, if it did not.
    var stepProblem: StepProblem?
    /// The interactive pop or dismissal under way, if any.
    var interactiveTransition: ModelInteractiveTransition?
    /// True while the user's finger drives a pop or a dismissal (rule 57).
    public var isGestureUnderWay: Bool { interactiveTransition != nil }
    var stepRequest: InterfaceOrientation?
    /// Library mode: the driver's calls of this step, turn by turn.
    var stepDecisions: [EngineDecision] = []
    var stepSettled: [SettledRotation] = []
    var stepAppRequest: RotationRequest?
    /// Library mode: every rotation request that ended so far, in order,
    /// with its outcome.
    public internal(set) var settledRotations: [SettledRotation] = []
    /// Library mode: the app's last rotation request (``rotate(_:line:)``).
    public internal(set) var lastRotationRequest: RotationRequest?
    /// The last step's layers, reused by the next step where they still hold.
    var layerCache = LayerCache()

    /// Creates the app and launches it; the launch is ``history``'s first row.
    ///
    /// - Parameters:
    ///   - device: idiom, iOS version, home button and initial orientation.
    ///   - app: Info.plist orientations, `UIRequiresFullScreen`, library or plain mode.
    ///   - screens: every screen, with its kind, initial children and policy.
    ///   - root: the window's root screen.
    ///   - assumptions: the choices for uncertain rules.
    ///   - overrides: view controller overrides by screen id (rules 9-13);
    ///     in plain mode they replace the ones derived from the policy.
    ///   - windows: the scene's other windows, each with its own root screen
    ///     (rules 50-55).
    ///
    /// Stage Manager and Split View are ``DeviceSetup/environment``
    /// `.windowed` (rules 29-30, 67).
    public init(
        device: DeviceSetup = DeviceSetup(), app: AppSetup = AppSetup(), screens: [ScreenDeclaration],
        root: String, assumptions: UIKitAssumptions = UIKitAssumptions(),
        overrides: [String: ViewControllerOverrides] = [:],
        windows: [WindowDeclaration] = []
    ) {
        self.device = device
        self.app = app
        self.assumptions = assumptions
        self.physicalOrientation = device.orientation
        let setup = SimulatedApp.makeWindow(screens: screens, root: root, library: app.library, overrides: overrides)
        var initialPolicies: [String: OrientationPolicy] = [:]
        for declaration in screens where initialPolicies[declaration.id] == nil {
            if let policy = declaration.policy { initialPolicies[declaration.id] = policy }
        }
        self.policies = initialPolicies
        let scene = ModelScene(
            environment: device.environment, idiom: device.idiom, os: device.os,
            sdk: app.linkedSDK(on: device), requiresFullScreen: app.requiresFullScreen,
            infoPlistMask: app.supported, assumptions: assumptions)
        // Rule 56: under the rotation lock UIDevice reports portrait.
        model = UIKitModel(
            idiom: device.idiom, os: device.os, homeButton: device.homeButton,
            device: device.rotationLock ? .portrait : device.orientation, assumptions: assumptions,
            infoPlistMask: app.supported, scene: scene, window: setup.window)
        model.rotationLocked = device.rotationLock
        model.authority = app.authority
        let extra = SimulatedApp.makeExtraWindows(windows, from: setup.window)
        model.extraWindows = extra.windows
        stepNotes = setup.notes + extra.notes
        if app.library {
            nonisolated(unsafe) let unsafeSelf = self
            shipped = runOnMainActor { ShippedDriverBridge(app: unsafeSelf) }
        }
        launch()
    }

    /// Creates the app of a scenario (its steps are not run).
    public convenience init(scenario: Scenario, assumptions: UIKitAssumptions = UIKitAssumptions()) {
        self.init(
            device: scenario.device, app: scenario.app, screens: scenario.screens, root: scenario.root,
            assumptions: assumptions, windows: scenario.windows)
    }

    /// The interface orientation shown.
    public var orientation: InterfaceOrientation { model.interfaceOrientation }
    /// The topmost visible screen.
    public var visibleScreen: String? { model.window.visibleScreen }
    /// The view controller UIKit asks (rules 5-7).
    public var owner: String { model.owner }
    /// Library mode: the engine's deciding screen. Plain mode: the owner when
    /// UIKit uses its override (or its delegate's answer), else `nil`.
    public var decidingScreen: String? {
        if let engine = libraryEngine { return engine.decidingScreen?.description }
        guard !model.masksIgnored, let vc = model.ownerController else { return nil }
        return vc.overrides.supported != nil || vc.overrides.delegateSupported != nil ? vc.id : nil
    }
    /// The effective mask UIKit uses (rule 16); empty when it would throw.
    public var supportedMask: InterfaceOrientationMask { model.effectiveMask }
    /// The mask the app delegate answers: the engine's in library mode, the
    /// Info.plist's (or the idiom's default) in plain mode.
    public var appMask: InterfaceOrientationMask { model.appMask }
    /// The last step: diagnostics, notes and UIKit's console messages.
    public var diagnostics: [String] { lastStep.diagnostics }
    /// The reason of the exception UIKit raised at the last step
    /// (`UIApplicationInvalidInterfaceOrientation`, or
    /// `NSInvalidArgumentException` for a step UIKit refuses), or `nil`.
    public var lastException: String? { lastStep.exception }
    /// The calls the driver (or, in plain mode, the app) made into UIKit at the last step.
    public private(set) var calls: [PlatformCall] = []
    /// The record of the last step.
    public var lastStep: StepRecord {
        history.last
            ?? StepRecord(
                index: 0, event: "start", visible: nil, deciding: nil, owner: nil,
                supported: [], orientation: .unknown, device: physicalOrientation)
    }
    /// True when the system ignores orientation masks now: iPad
    /// multitasking, a resizable Stage Manager scene, or an iOS 27 resizable
    /// environment (rules 28-30, 60-67).
    public var masksIgnored: Bool { model.masksIgnored }
    /// The scene's conditions now: environment, whether masks and the
    /// orientation lock preference are honoured, resizes so far.
    public var sceneConditions: SceneConditions { model.scene.conditions }
    /// True when UIKit holds the orientation lock preference now
    /// (`effectiveGeometry.isInterfaceOrientationLocked`, rule 68).
    public var isInterfaceOrientationLocked: Bool { model.orientationLockHeld }
    /// What the scene does from now on when the app's calls would turn it
    /// (an accepted geometry request, an update of the supported
    /// orientations); set it to tell the model that the scene does not move
    /// (rule 72).
    public var acceptedRequestOutcome: GeometryRequestOutcome {
        get { model.acceptedRequestOutcome }
        set { model.acceptedRequestOutcome = newValue }
    }
    /// The engine, in library mode.
    public var orientationEngine: OrientationEngine? { libraryEngine }

    /// Runs one step: `body` acts, then the state is recorded.
    @discardableResult
    func step(_ event: String, line: Int, _ body: () -> Void) -> StepRecord {
        runOnMainThread { record(event, line: line, body) }
    }

    /// Runs `body`, then records the state as the step's row.
    private func record(_ event: String, line: Int, _ body: () -> Void) -> StepRecord {
        body()
        isRecording = true
        defer { isRecording = false }
        let log = model.drainLog()
        var notes = stepNotes
        notes += log.notes.map { "UIKit: \($0)" }
        if !app.library { notes += log.geometryErrors.map { "requestGeometryUpdate failed: \($0)" } }
        var exception = log.exceptions.first.map { (name: UIKitExceptionReason.invalidOrientation, reason: $0) }
        var refused: String?
        switch stepProblem {
        case .exception(let name, let reason)?:
            if let earlier = exception { notes.append("UIKit raised again: \(earlier.reason)") }
            exception = (name, reason)
            notes.removeAll { $0 == stepProblem?.description }
        case .ignored(let reason)?:
            refused = reason
        case nil:
            break
        }
        notes += log.exceptions.dropFirst().map { "UIKit raised again: \($0)" }
        var record = StepRecord(
            index: history.count, event: event, line: line, visible: visibleScreen, deciding: decidingScreen,
            owner: owner, supported: supportedMask, orientation: orientation, device: physicalOrientation,
            diagnostics: notes, exception: exception?.reason, calls: stepCalls.map(\.description),
            requested: stepRequest,
            scene: model.scene.conditions, orientationLocked: model.orientationLockHeld,
            alsoDeciding: libraryEngine?.resolution.alsoDeciding.map(\.description) ?? [],
            answer: model.appMask, rules: log.rules.merging(model.stateRules(library: app.library)))
        record.layerStack = layerStack()
        record.exceptionName = exception?.name
        record.refused = refused
        record.decisions = stepDecisions
        record.settledRotations = stepSettled
        record.rotationOutcome = stepAppRequest.flatMap { request in
            stepSettled.first { $0.request.id == request.id }?.outcome
        }
        record.rotationInProgress = libraryEngine?.rotationInProgress
        calls = stepCalls
        stepCalls = []
        stepDecisions = []
        stepSettled = []
        stepAppRequest = nil
        stepNotes = []
        stepProblem = nil
        stepRequest = nil
        history.append(record)
        return record
    }

    /// Makes room in ``history`` for `count` steps.
    func reserveHistory(_ count: Int) {
        history.reserveCapacity(count)
    }

    func setPhysicalOrientation(_ orientation: DeviceOrientation) {
        physicalOrientation = orientation
    }
}
