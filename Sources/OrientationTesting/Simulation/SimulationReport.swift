/// What `orientation simulate` prints: one record per step and the
/// expectations' results.
public struct SimulationReport: Sendable, Hashable {
    /// The scenario's name.
    public var scenario: String?
    /// iOS major version.
    public var os: Int
    /// The idiom.
    public var idiom: Idiom
    /// Whether the app used the library.
    public var library: Bool
    /// Whether the device has a home button (the storyboard draws it, or a
    /// sensor housing and a home indicator).
    public var homeButton: Bool
    /// Row 0 is the start; then one row per event step (expect steps add none).
    public var steps: [StepRecord]
    /// Expectations that held.
    public var passed: Int
    /// Expectations that did not hold, with why.
    public var failures: [ExpectationFailure]

    /// Creates a report.
    public init(
        scenario: String?, os: Int, idiom: Idiom, library: Bool, steps: [StepRecord] = [],
        passed: Int = 0, failures: [ExpectationFailure] = [], homeButton: Bool = false
    ) {
        self.scenario = scenario
        self.os = os
        self.idiom = idiom
        self.library = library
        self.homeButton = homeButton
        self.steps = steps
        self.passed = passed
        self.failures = failures
    }

    /// Steps UIKit ignores (a pop of a root, a dismissal with nothing
    /// presented, a tab that does not exist): the scenario describes
    /// something the app cannot do.
    public var refusals: [StepRefusal] = []

    /// Exceptions UIKit raised at steps that no `expect: { exception: ... }` anticipated.
    public var unexpectedExceptions: [StepRecord] {
        steps.filter { $0.exception != nil && !$0.exceptionExpected }
    }

    /// The exit status `orientation simulate` uses: 2 when UIKit ignores a
    /// step (the file describes something the app cannot do), else 1 when
    /// an expectation failed or UIKit raised an exception nothing
    /// anticipated, else 0.
    public var exitCode: Int32 {
        if !refusals.isEmpty { return 2 }
        return failures.isEmpty && unexpectedExceptions.isEmpty ? 0 : 1
    }
}

/// The state after one step.
public struct StepRecord: Sendable, Hashable {
    /// 0 for the start, then 1, 2, ... for each event step.
    public var index: Int
    /// The event, as written (`push player`, `present comment overFullScreen`).
    public var event: String
    /// The scenario line of the step (0 for the start).
    public var line: Int
    /// The topmost visible screen.
    public var visible: String?
    /// The deciding screen (library mode), or the screen whose override
    /// UIKit used (plain mode).
    public var deciding: String?
    /// Library mode: the screens deciding together with ``deciding``,
    /// shown beside it by a container that shows several children at once
    /// (UIKit rule 43); their policies narrow the mask. Usually empty.
    public var alsoDeciding: [String]
    /// The view controller UIKit asks (rules 5-7).
    public var owner: String?
    /// The effective supported mask UIKit used.
    public var supported: InterfaceOrientationMask
    /// The interface orientation after the step.
    public var orientation: InterfaceOrientation
    /// The physical orientation after the step.
    public var device: DeviceOrientation
    /// The library's diagnostics and the model's notes, as text.
    public var diagnostics: [String]
    /// The reason of the exception UIKit raises at this step, or `nil`:
    /// `UIApplicationInvalidInterfaceOrientation` (rules 17-18), or
    /// `NSInvalidArgumentException` for a push or presentation UIKit refuses.
    public var exception: String?
    /// The name of that exception, or `nil`.
    public var exceptionName: String?
    /// Why UIKit ignores this step (a pop of a root, a dismissal with nothing
    /// presented, a tab that does not exist), or `nil` when it carries it out.
    public var refused: String?
    /// True when an `expect` step after this one anticipated the exception.
    public var exceptionExpected: Bool
    /// The driver calls issued at this step (`setNeedsUpdateOfSupportedInterfaceOrientations`, ...).
    public var calls: [String]
    /// The window's layers after the step, bottom to top: the root, then
    /// each presented screen (what the storyboard draws as cards).
    public var layers: [StepLayer] {
        get { layerStack.layers }
        set { layerStack = StepLayerStack(newValue) }
    }
    /// Where ``layers`` are kept: shared with the steps before and after
    /// for the layers they have in common.
    var layerStack: StepLayerStack
    /// The orientation the app asked for at this step (`rotate`), or `nil`.
    public var requested: InterfaceOrientation?
    /// The scene after the step: its environment, whether it honours masks
    /// and the orientation lock preference, how often it was resized.
    public var scene: SceneConditions
    /// True when UIKit held the orientation lock preference after the step
    /// (`effectiveGeometry.isInterfaceOrientationLocked`, rule 68).
    public var orientationLocked: Bool
    /// The mask the app answers UIKit's question with after the step (the
    /// app delegate's or scene delegate's answer, else Info.plist's, else
    /// the idiom's default; rules 14, 70).
    public var answer: InterfaceOrientationMask
    /// The UIKit rules the model applied to predict this step, by field
    /// (`docs/UIKitRules.md`).
    public var rules: RuleTrace
    /// Library mode: the calls of each decision the engine made during the
    /// step (one per event it handled that asked for calls), in order;
    /// ``calls`` is their concatenation.
    public var decisions: [EngineDecision] = []
    /// Library mode: the rotation requests that ended during the step, with
    /// their outcomes (`RotationOutcome`).
    public var settledRotations: [SettledRotation] = []
    /// Library mode: how the rotation the app asked for at this step
    /// (``requested``) ended, when it ended during the step; `nil` while it
    /// is still under way (waiting for the app to become active, or for an
    /// interactive transition to end).
    public var rotationOutcome: RotationOutcome?
    /// Library mode: the rotation request still under way after the step.
    public var rotationInProgress: RotationRequest?

    /// Creates a record.
    public init(
        index: Int, event: String, line: Int = 0, visible: String?, deciding: String?, owner: String?,
        supported: InterfaceOrientationMask, orientation: InterfaceOrientation, device: DeviceOrientation,
        diagnostics: [String] = [], exception: String? = nil, exceptionExpected: Bool = false,
        calls: [String] = [], layers: [StepLayer] = [], requested: InterfaceOrientation? = nil,
        scene: SceneConditions = SceneConditions(), orientationLocked: Bool = false,
        alsoDeciding: [String] = [], answer: InterfaceOrientationMask = [], rules: RuleTrace = RuleTrace()
    ) {
        self.index = index
        self.event = event
        self.line = line
        self.visible = visible
        self.deciding = deciding
        self.alsoDeciding = alsoDeciding
        self.owner = owner
        self.supported = supported
        self.orientation = orientation
        self.device = device
        self.diagnostics = diagnostics
        self.exception = exception
        self.exceptionExpected = exceptionExpected
        self.calls = calls
        self.layerStack = StepLayerStack(layers)
        self.requested = requested
        self.scene = scene
        self.orientationLocked = orientationLocked
        self.answer = answer
        self.rules = rules
    }
}

/// A step UIKit ignores, with where it is in the file.
public struct StepRefusal: Sendable, Hashable, CustomStringConvertible {
    /// The index of the step's record in ``SimulationReport/steps``.
    public var step: Int
    /// The step's line in the file (0 when built in code).
    public var line: Int
    /// The step's key path, such as `steps[3].pop`.
    public var key: String
    /// Why UIKit ignores it.
    public var reason: String

    /// Creates a refusal.
    public init(step: Int, line: Int, key: String, reason: String) {
        self.step = step
        self.line = line
        self.key = key
        self.reason = reason
    }

    /// `line 12: steps[3].pop: reason`.
    public var description: String { "line \(line): \(key): \(reason)" }
}

/// One `expect` that did not hold.
public struct ExpectationFailure: Sendable, Hashable, CustomStringConvertible {
    /// The line of the `expect` step.
    public var line: Int
    /// The field that differed (`orientation`, `visible`, ...).
    public var key: String
    /// What the step expected.
    public var expected: String
    /// What the simulation showed.
    public var actual: String
    /// The index of the step the `expect` checked (``StepRecord/index``),
    /// or `nil` when not known.
    public var step: Int?

    /// Creates a failure.
    public init(line: Int, key: String, expected: String, actual: String, step: Int? = nil) {
        self.line = line
        self.key = key
        self.expected = expected
        self.actual = actual
        self.step = step
    }

    /// `line 12: orientation: expected landscapeRight, got portrait`.
    public var description: String { "line \(line): \(key): expected \(expected), got \(actual)" }
}
