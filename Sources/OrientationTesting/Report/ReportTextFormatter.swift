/// Renders a ``SimulationReport`` as the table `orientation simulate` prints:
/// one row per step, then the expectations and any unexpected exception.
///
/// Control characters from the file (in ids and names) are shown as
/// escapes. With a width, long diagnostics wrap within their column; when
/// the table cannot fit at all, each step becomes a block of short lines.
public struct ReportTextFormatter: Sendable {
    /// The column titles, in order.
    public static let columns = [
        "step", "event", "visible", "deciding", "supported", "orientation", "device", "diagnostics",
    ]

    /// The width to wrap to, in characters; `nil` never wraps.
    public var width: Int?

    /// Creates a formatter that wraps to `width` characters (`nil`: never).
    public init(width: Int? = nil) {
        self.width = width.map { max($0, 40) }
    }

    /// The whole text, ending with a newline.
    public func format(_ report: SimulationReport) -> String {
        var lines: [String] = []
        let title = TextLayout.escaped(report.scenario ?? "Scenario")
        lines += wrapped(
            "\(title): iOS \(report.os), \(report.idiom.rawValue), \(report.library ? "library" : "plain UIKit")")
        lines.append("")
        lines += table(report.steps)
        lines.append("")
        lines.append("expectations: \(report.passed) passed, \(report.failures.count) failed")
        for failure in report.failures {
            lines += wrapped("  FAILED \(TextLayout.escaped(failure.description))", indent: 4)
        }
        for step in report.unexpectedExceptions {
            let name = step.exceptionName.map { "\($0): " } ?? ""
            let line = step.line > 0 ? ", line \(step.line)" : ""
            lines += wrapped(
                TextLayout.escaped(
                    "unexpected exception at step \(step.index) (\(step.event))\(line): \(name)\(step.exception ?? "")"),
                indent: 2)
        }
        for refusal in report.refusals {
            lines += wrapped(
                TextLayout.escaped(
                    "refused at step \(refusal.step), line \(refusal.line): \(refusal.key): \(refusal.reason)"),
                indent: 2)
        }
        lines.append(report.exitCode == 0 ? "result: ok" : "result: FAILED")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table row for a step, escaped.
    func row(_ step: StepRecord) -> [String] {
        var notes = step.diagnostics
        if let exception = step.exception {
            notes.append("UIKit raises\(step.exceptionName.map { " " + $0 } ?? ""): \(exception)")
        }
        return [
            String(step.index), step.event, step.visible ?? "-", step.deciding ?? "-",
            Self.maskName(step.supported), step.orientation.name, step.device.name,
            notes.isEmpty ? "-" : notes.joined(separator: "; "),
        ].map(TextLayout.escaped)
    }

    /// The table, or blocks of lines when it cannot fit the width.
    private func table(_ steps: [StepRecord]) -> [String] {
        let rows = [Self.columns] + steps.map(row)
        let table = TextTable(rows: rows)
        guard let width else { return table.lines() }
        let lastColumn = table.lastColumnStart
        if lastColumn + 24 <= width { return table.lines(wrappingLastColumnTo: width) }
        var lines: [String] = []
        for cells in rows.dropFirst() {
            lines += wrapped("step \(cells[0]): \(cells[1])", indent: 4)
            lines += wrapped(
                "    visible \(cells[2]), deciding \(cells[3]), supported \(cells[4]), "
                    + "orientation \(cells[5]), device \(cells[6])", indent: 4)
            if cells[7] != "-" { lines += wrapped("    " + cells[7], indent: 4) }
        }
        return lines
    }

    private func wrapped(_ text: String, indent: Int = 0) -> [String] {
        TextLayout.wrap(text, width: width, indent: indent)
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
