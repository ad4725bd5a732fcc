import Foundation

/// The readable report `orientation compare` prints.
extension ConformanceComparison {
    /// The report: the plan and device, the conditions, one line per step
    /// (and one per mismatching field, with its rules), then a summary.
    public var text: String {
        var lines: [String] = []
        lines.append("Plan: \(planName)" + (planSource.map { " (\($0))" } ?? ""))
        let build = device.build.map { " (\($0))" } ?? ""
        lines.append(
            "Observed on: \(device.model), \(device.systemName) \(device.systemVersion)\(build), "
                + "\(device.idiom)\(device.simulator ? ", simulator" : ""), \(environment.kind)")
        for note in notes { lines.append("Note: \(note)") }
        let differing = conditions.filter { !$0.agrees }
        if differing.isEmpty {
            lines.append("Conditions: as planned (\(conditions.map(\.name).joined(separator: ", ")))")
        } else {
            lines.append(
                "Conditions: MISMATCH: the plan assumes other conditions; make the plan for this device or build the app as it requires"
            )
            for check in differing {
                lines.append(
                    "  \(check.name): planned \(check.planned), observed \(check.observed)\(rulesText(check.rules))")
            }
        }
        for step in steps { lines += stepLines(step) }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Result: 2 mismatches; 7 steps compared, 1 skipped, 0 not run.`
    public var summary: String {
        let skipped = steps.filter { $0.status == .skipped }.count
        let notRun = steps.filter { $0.status == .notRun }.count
        let verdict =
            mismatchCount == 0
            ? "the device agrees with the model" : "\(mismatchCount) mismatch\(mismatchCount == 1 ? "" : "es")"
        return
            "Result: \(verdict); \(comparedSteps) step\(comparedSteps == 1 ? "" : "s") compared, \(skipped) skipped, \(notRun) not run."
    }

    private func stepLines(_ step: StepComparison) -> [String] {
        let head = "step \(step.index) \(step.event):"
        switch step.status {
        case .skipped:
            return ["\(head) skipped" + (step.note.map { " (\($0))" } ?? "")]
        case .notRun:
            return ["\(head) not run"]
        case .raised, .observed:
            let raised = step.status == .raised ? "UIKit raised at step \(step.index); " : ""
            let mismatches = step.mismatches
            let compared = step.fields.filter { $0.outcome == .agreement }.map(\.field.rawValue)
            if mismatches.isEmpty {
                return ["\(head) \(raised)agrees (\(compared.joined(separator: ", ")))"]
            }
            var lines = ["\(head) \(raised)MISMATCH"]
            for field in mismatches {
                lines.append(
                    "  \(field.field.rawValue): predicted \(field.predicted), observed \(field.observed?.description ?? "-")"
                )
                lines.append("    " + explanation(field))
            }
            if !compared.isEmpty { lines.append("  agrees: \(compared.joined(separator: ", "))") }
            return lines
        }
    }

    /// The rules behind a mismatch, with their titles, or what else explains it.
    public func explanation(_ field: FieldComparison) -> String {
        guard !field.rules.isEmpty else { return "behind it: \(field.field.explanationWithoutRules)" }
        let named = field.rules.map { rule in ruleTitles[rule].map { "\(rule) (\($0))" } ?? "\(rule)" }
        return "rules: " + named.joined(separator: ", ")
    }

    private func rulesText(_ rules: [Int]) -> String {
        rules.isEmpty ? "" : " (rules " + rules.map(String.init).joined(separator: ", ") + ")"
    }
}
