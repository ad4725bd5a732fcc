/// Runs scenarios through the UIKit model (ScenarioFormat.md).
public enum Simulation {
    /// Runs a scenario and reports every step: row 0 is the launch
    /// (`start`), then one row per event step. `expect` steps check the row
    /// before them field by field: each field that holds counts into
    /// ``SimulationReport/passed``, each that does not adds one
    /// ``ExpectationFailure`` with the expect's line; an
    /// `exception: <text>` expectation marks the row's exception as anticipated.
    /// The default ``UIKitAssumptions`` apply; ``run(_:assumptions:)`` takes others.
    public static func run(_ scenario: Scenario) -> SimulationReport {
        run(scenario, assumptions: UIKitAssumptions())
    }

    /// Runs a scenario under chosen assumptions for uncertain rules.
    public static func run(_ scenario: Scenario, assumptions: UIKitAssumptions) -> SimulationReport {
        run(scenario, assumptions: assumptions, progress: nil)
    }

    /// Runs a scenario, telling `progress` how many steps are done out of
    /// how many after each one (for long runs).
    public static func run(
        _ scenario: Scenario, assumptions: UIKitAssumptions = UIKitAssumptions(),
        progress: ((_ done: Int, _ total: Int) -> Void)?
    ) -> SimulationReport {
        let app = SimulatedApp(scenario: scenario, assumptions: assumptions)
        // One row per step at most: room for all of them at once, so a long
        // scenario neither copies its rows as they grow nor keeps unused room.
        app.reserveHistory(scenario.steps.count + 1)
        var rows = app.history
        rows.reserveCapacity(scenario.steps.count + 1)
        var passed = 0
        var failures: [ExpectationFailure] = []
        var refusals: [StepRefusal] = []
        for (position, step) in scenario.steps.enumerated() {
            if case .expect(let expectation) = step.action {
                guard let last = rows.indices.last else { continue }
                let result = expectation.check(rows[last], line: step.line)
                passed += result.passed
                failures += result.failures
                if case .containing = expectation.exception { rows[last].exceptionExpected = true }
            } else if let record = app.apply(step) {
                rows.append(record)
                if let reason = record.refused {
                    refusals.append(
                        StepRefusal(
                            step: record.index, line: step.line,
                            key: "steps[\(position)].\(step.action.keyName)", reason: reason))
                }
            }
            progress?(position + 1, scenario.steps.count)
        }
        var report = SimulationReport(
            scenario: scenario.name, os: scenario.device.os, idiom: scenario.device.idiom,
            library: scenario.app.library, steps: rows, passed: passed, failures: failures,
            homeButton: scenario.device.homeButton)
        report.refusals = refusals
        return report
    }
}
