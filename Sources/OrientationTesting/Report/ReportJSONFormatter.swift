/// Renders a ``SimulationReport`` as the JSON object of SCENARIOS.md:
/// `scenario`, `os`, `idiom`, `library`, `steps` and `expectations`, plus
/// `failures` (objects: `step`, `line`, `key`, `expected`, `actual`),
/// `unexpectedExceptions` (step indexes), `refusals` (objects: `step`,
/// `line`, `key`, `reason`) and `version`.
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
            ("failures", .array(report.failures.map(failure))),
            ("unexpectedExceptions", .array(report.unexpectedExceptions.map { .int($0.index) })),
            ("refusals", .array(report.refusals.map(refusal))),
            ("version", .string(OrientationPackage.version)),
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
            ("exceptionName", .optional(step.exceptionName)),
            ("refused", .optional(step.refused)),
            ("environment", .string(step.scene.environment.rawValue)),
            ("masksHonoured", .bool(step.scene.honoursMasks)),
            ("orientationLocked", .bool(step.orientationLocked)),
        ])
    }

    /// A failed expectation: the step it checked, its line, the key, what was expected and what was found.
    func failure(_ failure: ExpectationFailure) -> JSONValue {
        .object([
            ("step", failure.step.map(JSONValue.int) ?? .null),
            ("line", .int(failure.line)),
            ("key", .string(failure.key)),
            ("expected", .string(failure.expected)),
            ("actual", .string(failure.actual)),
        ])
    }

    /// A step UIKit ignores.
    func refusal(_ refusal: StepRefusal) -> JSONValue {
        .object([
            ("step", .int(refusal.step)),
            ("line", .int(refusal.line)),
            ("key", .string(refusal.key)),
            ("reason", .string(refusal.reason)),
        ])
    }

    /// An invalid file as one object: `file`, `line`, `key`, `message` (and `version`).
    public func format(_ error: ScenarioError) -> String {
        JSONValue.object([
            ("file", .string(error.file)),
            ("line", .int(error.line)),
            ("key", .string(error.key)),
            ("message", .string(error.message)),
            ("version", .string(OrientationPackage.version)),
        ]).rendered() + "\n"
    }
}
