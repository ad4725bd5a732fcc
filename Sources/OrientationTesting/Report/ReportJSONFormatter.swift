import Foundation

/// Renders a ``SimulationReport`` as the JSON object of SCENARIOS.md:
/// `scenario`, `os`, `idiom`, `library`, `steps` and `expectations`, plus
/// `failures` and `unexpectedExceptions` for details.
public struct ReportJSONFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The JSON text, pretty-printed, ending with a newline.
    public func format(_ report: SimulationReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(ReportDocument(report)), let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }
}

/// The encoded shape; keys in SCENARIOS.md's order, absent values as `null`.
struct ReportDocument: Encodable {
    let report: SimulationReport

    init(_ report: SimulationReport) { self.report = report }

    enum Keys: String, CodingKey {
        case scenario, os, idiom, library, steps, expectations, failures, unexpectedExceptions
    }

    enum ExpectationKeys: String, CodingKey {
        case passed, failed
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(report.scenario, forKey: .scenario)
        try container.encode(report.os, forKey: .os)
        try container.encode(report.idiom.rawValue, forKey: .idiom)
        try container.encode(report.library, forKey: .library)
        try container.encode(report.steps.map(StepDocument.init), forKey: .steps)
        var expectations = container.nestedContainer(keyedBy: ExpectationKeys.self, forKey: .expectations)
        try expectations.encode(report.passed, forKey: .passed)
        try expectations.encode(report.failures.count, forKey: .failed)
        try container.encode(report.failures.map(\.description), forKey: .failures)
        try container.encode(report.unexpectedExceptions.map(\.index), forKey: .unexpectedExceptions)
    }
}

/// One step of the JSON output.
struct StepDocument: Encodable {
    let step: StepRecord

    enum Keys: String, CodingKey {
        case index, event, visible, deciding, owner, supported, orientation, device, diagnostics, exception, line
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(step.index, forKey: .index)
        try container.encode(step.event, forKey: .event)
        try container.encode(step.visible, forKey: .visible)
        try container.encode(step.deciding, forKey: .deciding)
        try container.encode(step.owner, forKey: .owner)
        try container.encode(step.supported.names, forKey: .supported)
        try container.encode(step.orientation.name, forKey: .orientation)
        try container.encode(step.device.name, forKey: .device)
        try container.encode(step.diagnostics, forKey: .diagnostics)
        try container.encode(step.exception, forKey: .exception)
        try container.encode(step.line, forKey: .line)
    }
}
