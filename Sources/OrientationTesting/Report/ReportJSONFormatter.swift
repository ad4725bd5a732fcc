/// Renders a ``SimulationReport`` as the JSON object of SCENARIOS.md:
/// `scenario`, `os`, `idiom`, `library`, `steps` and `expectations`, plus
/// `failures` and `unexpectedExceptions` (step indexes) for details.
public struct ReportJSONFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The JSON text, pretty-printed, ending with a newline.
    public func format(_ report: SimulationReport) -> String {
        document(report).rendered() + "\n"
    }

    func document(_ report: SimulationReport) -> JSONValue {
        .object([
            ("scenario", .optional(report.scenario)),
            ("os", .int(report.os)),
            ("idiom", .string(report.idiom.rawValue)),
            ("library", .bool(report.library)),
            ("steps", .array(report.steps.map(step))),
            ("expectations", .object([("passed", .int(report.passed)), ("failed", .int(report.failures.count))])),
            ("failures", .strings(report.failures.map(\.description))),
            ("unexpectedExceptions", .array(report.unexpectedExceptions.map { .int($0.index) })),
        ])
    }

    func step(_ step: StepRecord) -> JSONValue {
        .object([
            ("index", .int(step.index)),
            ("event", .string(step.event)),
            ("visible", .optional(step.visible)),
            ("deciding", .optional(step.deciding)),
            ("alsoDeciding", .strings(step.alsoDeciding)),
            ("owner", .optional(step.owner)),
            ("supported", .strings(step.supported.names)),
            ("orientation", .string(step.orientation.name)),
            ("device", .string(step.device.name)),
            ("diagnostics", .strings(step.diagnostics)),
            ("exception", .optional(step.exception)),
            ("line", .int(step.line)),
            ("environment", .string(step.scene.environment.rawValue)),
            ("masksHonoured", .bool(step.scene.honoursMasks)),
            ("orientationLocked", .bool(step.orientationLocked)),
        ])
    }
}
