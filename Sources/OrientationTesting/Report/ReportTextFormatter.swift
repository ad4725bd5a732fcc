/// Renders a ``SimulationReport`` as the table `orientation simulate` prints:
/// one row per step, then the expectations and any unexpected exception.
public struct ReportTextFormatter: Sendable {
    /// The column titles, in order.
    public static let columns = ["step", "event", "visible", "deciding", "supported", "orientation", "device", "diagnostics"]

    /// Creates a formatter.
    public init() {}

    /// The whole text, ending with a newline.
    public func format(_ report: SimulationReport) -> String {
        var lines: [String] = []
        let title = report.scenario ?? "Scenario"
        lines.append("\(title): iOS \(report.os), \(report.idiom.rawValue), \(report.library ? "library" : "plain UIKit")")
        lines.append("")
        let rows = [Self.columns] + report.steps.map(row)
        lines.append(contentsOf: TextTable(rows: rows).lines())
        lines.append("")
        let failed = report.failures.count
        lines.append("expectations: \(report.passed) passed, \(failed) failed")
        for failure in report.failures {
            lines.append("  FAILED \(failure)")
        }
        for step in report.unexpectedExceptions {
            lines.append("unexpected exception at step \(step.index) (\(step.event)): \(step.exception ?? "")")
        }
        lines.append(report.exitCode == 0 ? "result: ok" : "result: FAILED")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table row for a step.
    func row(_ step: StepRecord) -> [String] {
        var notes = step.diagnostics
        if let exception = step.exception {
            notes.append("UIKit raises: \(exception)")
        }
        return [String(step.index), step.event, step.visible ?? "-", step.deciding ?? "-",
                Self.maskName(step.supported), step.orientation.name, step.device.name,
                notes.isEmpty ? "-" : notes.joined(separator: "; ")]
    }

    /// `portrait`, `landscape`, `allButUpsideDown`, `all`, or the names
    /// joined with commas.
    public static func maskName(_ mask: InterfaceOrientationMask) -> String {
        switch mask {
        case []: "none"
        case .landscape: "landscape"
        case .allButUpsideDown: "allButUpsideDown"
        case .all: "all"
        default: mask.names.joined(separator: ",")
        }
    }
}
