/// Runs scenarios through the UIKit model.
///
/// PLACEHOLDER: replaced by the UIKit model's simulator (branch testing-model).
public enum Simulation {
    /// Runs a scenario and reports every step.
    public static func run(_ scenario: Scenario) -> SimulationReport {
        SimulationReport(scenario: scenario.name, os: scenario.device.os, idiom: scenario.device.idiom,
                         library: scenario.app.library)
    }
}
