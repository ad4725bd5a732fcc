/// The text form: one line per finding in Xcode's
/// `file:line:column: severity: message` form (so a build phase shows them
/// inline), then the project summary.
public struct DoctorTextFormatter: Sendable {
    /// Prefixed to each finding's documentation path (`https://…/blob/main`);
    /// empty keeps the repository-relative path.
    public var documentationBase: String
    /// Whether to print the summary after the findings.
    public var includesSummary: Bool

    /// Creates a formatter.
    public init(documentationBase: String = "", includesSummary: Bool = true) {
        self.documentationBase = documentationBase
        self.includesSummary = includesSummary
    }

    /// The whole text, ending with a newline.
    public func format(_ report: DoctorReport) -> String {
        var lines = report.findings.map(line)
        if includesSummary { lines += summary(report) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `file:line:column: warning: message [ORI-709] docs/doctor/ORI-709.md`.
    public func line(_ finding: DoctorFinding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) "
            + "[\(finding.code)] \(link(finding))"
    }

    /// The documentation link of a finding.
    public func link(_ finding: DoctorFinding) -> String {
        documentationBase.isEmpty ? finding.documentation : documentationBase + "/" + finding.documentation
    }

    private func summary(_ report: DoctorReport) -> [String] {
        let findings = report.findings
        let counts = DoctorSeverity.allCases.reversed().map { severity in
            Self.count(findings.filter { $0.severity == severity }.count, severity.rawValue)
        }
        let files = report.filesAnalysed
        let fileText = [
            ("swift", "Swift"), ("objectiveC", "Objective-C"), ("infoPlist", "Info.plist"),
            ("xcodeProject", "project"), ("projectSpec", "XcodeGen/Tuist/Playgrounds"),
        ]
        .compactMap { key, name in files[key].map { "\($0) \(name)" } }
        .joined(separator: ", ")
        var lines = [
            "",
            "orientation doctor: \(Self.count(findings.count, "finding")) (\(counts.joined(separator: ", "))) "
                + "in \(Self.count(files.values.reduce(0, +), "file"))" + (fileText.isEmpty ? "" : " (\(fileText))"),
        ]
        let summary = report.summary
        guard !summary.workarounds.isEmpty else { return lines }
        lines.append("Workarounds:")
        lines += summary.workarounds.map { "  \($0.title): \($0.count) (\($0.codes.joined(separator: ", ")))" }
        lines.append("What breaks when:")
        lines += summary.byVersion.map { "  \($0.title): \($0.count) (\($0.codes.joined(separator: ", ")))" }
        lines.append("Migration order:")
        for (number, step) in summary.migrationOrder.enumerated() {
            let rewritten = step.mechanical > 0 ? "; \(step.mechanical) rewritten by --diff" : ""
            lines.append(
                "  \(number + 1). \(step.title): \(step.count) (\(step.codes.joined(separator: ", "))\(rewritten))")
        }
        return lines
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
