import OrientationTesting

/// Checks Architecture.md's invariants and choice rules 1-4 on a simulation report,
/// tracking what the app did (policies, activity, the rotation lock) from
/// the scenario's steps; with the engine's state after each step, also
/// the platform calls, the rotation outcomes and what the library holds.
struct InvariantChecker {
    let scenario: Scenario

    /// What the steps so far did to the app.
    struct AppState {
        var policies: [String: OrientationPolicy] = [:]
        var active = true
        var locked = false
        var lockKnown = false
    }

    /// The violations found, each naming the step.
    func violations(in report: SimulationReport, states: [EngineState] = []) -> [String] {
        var found = policyViolations(in: report, states: states)
        found += callViolations(in: report)
        found += driverViolations(in: report)
        if !states.isEmpty {
            found += retentionViolations(in: report, states: states)
            found += outcomeViolations(in: report, states: states)
        }
        return found
    }

    /// The shipped driver's own invariants, which the model adapter
    /// watches as the steps run (`ModelPlatform`): no UIKit call inside
    /// UIKit's question, no question inside itself, no window snapshot on
    /// a touch.
    func driverViolations(in report: SimulationReport) -> [String] {
        report.steps.flatMap { row in
            row.diagnostics.filter { $0.hasPrefix("driver invariant broken:") }.map { "\(Self.at(row)): \($0)" }
        }
    }

    /// The event steps, one per report row after the start.
    var eventSteps: [ScenarioStep] {
        scenario.steps.filter { if case .expect = $0.action { false } else { true } }
    }

    /// The app's state after each row: row 0 is the launch.
    func appStates(count: Int) -> [AppState] {
        var state = AppState()
        state.locked = scenario.device.rotationLock
        state.lockKnown = state.locked && scenario.app.reportsRotationLock
        for screen in scenario.screens { if let p = screen.policy { state.policies[screen.id] = p } }
        var states = [state]
        for step in eventSteps.prefix(max(count - 1, 0)) {
            switch step.action {
            case .background: state.active = false
            case .foreground: state.active = true
            case .setPolicy(let id, let policy): state.policies[id] = policy
            case .rotationLock(let on) where on != state.locked:
                state.locked = on
                state.lockKnown = on && scenario.app.reportsRotationLock
            default: break
            }
            states.append(state)
        }
        return states
    }

    /// False where UIKit never asks the library (only the scene delegate
    /// answers, below iOS 27: rule 70, ORI-415): the app behaves as
    /// without it, as the launch's diagnostic says.
    var libraryAsked: Bool { scenario.app.authority.isAsked(osMajorVersion: scenario.device.os) }

    /// "step 3 (push s2)".
    static func at(_ row: StepRecord) -> String { "step \(row.index) (\(row.event))" }
}
