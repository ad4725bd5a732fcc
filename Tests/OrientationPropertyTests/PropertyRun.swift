import OrientationTesting

/// What the library held after one step, read from the engine of the
/// simulated app: the screen ids in its maps and its own state.
struct EngineState {
    /// Screens the engine keeps an orientation for: covered screens (choice
    /// rule 3) and pinned `matchPresenting` screens.
    var heldScreens: Set<String> = []
    /// The screens in the app's window (the model's hierarchy).
    var screensInWindow: Set<String> = []
    /// The screens of the engine's last tree.
    var engineScreens: Set<String> = []
    /// The engine believes the app active.
    var active = true
    /// The engine believes an interactive transition under way.
    var interactive = false
    /// True while the user's finger drives a gesture in the model.
    var gesture = false
    /// The mask the app delegate answers.
    var mask: InterfaceOrientationMask = .all
    /// The orientation the engine believes the interface shows.
    var believed: InterfaceOrientation?
    /// The rotation request under way after the step.
    var rotationInProgress: RotationRequest?
    /// The screen the request under way was asked for, if any.
    var requestScreen: String? { rotationInProgress?.screen?.description }

    init() {}

    init(_ app: SimulatedApp) {
        guard let engine = app.orientationEngine else { return }
        heldScreens = Set(engine.coveredOrientations.keys.map(\.description))
            .union(engine.pinnedOrientations.keys.map(\.description))
        screensInWindow = app.screensInWindow
        engineScreens = Set(engine.tree.nodes.map(\.id.description))
        active = engine.isActive
        interactive = engine.isInteractiveTransitionInProgress
        gesture = app.isGestureUnderWay
        mask = engine.supportedMask
        rotationInProgress = engine.rotationInProgress
        believed = engine.currentOrientation
    }
}

/// One generated case run step by step, as `Simulation.run` does, with
/// the engine's state read after every step.
struct PropertyRun {
    let report: SimulationReport
    let states: [EngineState]

    init(_ scenario: Scenario, assumptions: UIKitAssumptions) {
        let app = SimulatedApp(scenario: scenario, assumptions: assumptions)
        var rows = app.history
        var states = [EngineState(app)]
        for step in scenario.steps {
            if case .expect = step.action { continue }
            guard let record = app.apply(step) else { continue }
            rows.append(record)
            states.append(EngineState(app))
        }
        report = SimulationReport(
            scenario: scenario.name, os: scenario.device.os, idiom: scenario.device.idiom,
            library: scenario.app.library, steps: rows, homeButton: scenario.device.homeButton)
        self.states = states
    }

    /// The violations of every invariant.
    func violations(of scenario: Scenario) -> [String] {
        let checker = InvariantChecker(scenario: scenario)
        return checker.violations(in: report, states: states)
    }
}
