/// Everything `orientation doctor` found in a project.
public struct DoctorReport: Sendable, Hashable {
    /// Every finding, sorted by file, line, column and code.
    public var findings: [DoctorFinding]
    /// How many files of each kind were analysed (`swift`, `objectiveC`,
    /// `infoPlist`, `xcodeProject`, and `projectSpec` for XcodeGen
    /// specifications and Tuist manifests).
    public var filesAnalysed: [String: Int]
    /// The unified diff of the mechanical migrations (`--diff`); empty
    /// when nothing is mechanical or no diff was asked for.
    public var diff: String

    /// Creates a report.
    public init(findings: [DoctorFinding], filesAnalysed: [String: Int], diff: String = "") {
        self.findings = findings
        self.filesAnalysed = filesAnalysed
        self.diff = diff
    }

    /// The project summary: kinds of workaround, what breaks on which iOS
    /// version, the migration order.
    public var summary: ProjectSummary { ProjectSummary(findings: findings) }

    /// True when some input could not be read (exit status 2).
    public var hasInputProblems: Bool { findings.contains { $0.doctorCode?.isInputProblem == true } }

    /// The findings at or above a severity.
    public func findings(atLeast severity: DoctorSeverity) -> [DoctorFinding] {
        findings.filter { $0.severity >= severity }
    }

    /// The exit status: 2 when some input could not be read, 1 when a
    /// finding is at or above `failOn` (`nil`: never), 0 otherwise.
    public func exitStatus(failOn: DoctorSeverity?) -> Int32 {
        if hasInputProblems { return 2 }
        guard let failOn else { return 0 }
        return findings(atLeast: failOn).isEmpty ? 0 : 1
    }
}

/// The project summary of a ``DoctorReport``.
public struct ProjectSummary: Sendable, Hashable {
    /// One line of a summary table.
    public struct Entry: Sendable, Hashable {
        /// What the line is about (a kind of workaround, a version, a step).
        public var title: String
        /// The codes it covers, in order.
        public var codes: [String]
        /// How many findings.
        public var count: Int
        /// How many of them `--diff` rewrites.
        public var mechanical: Int
    }

    /// Findings per kind of workaround, most frequent first.
    public var workarounds: [Entry]
    /// Findings per iOS version from which they break or are deprecated, oldest first.
    public var byVersion: [Entry]
    /// The migration steps the project needs, in order.
    public var migrationOrder: [Entry]

    /// Summarizes findings.
    public init(findings: [DoctorFinding]) {
        let doctorFindings = findings.filter { $0.doctorCode != nil }
        func entries(_ key: (DoctorFinding) -> String?) -> [String: [DoctorFinding]] {
            Dictionary(grouping: doctorFindings.filter { key($0) != nil }) { key($0) ?? "" }
        }
        func entry(_ title: String, _ group: [DoctorFinding]) -> Entry {
            Entry(
                title: title, codes: Array(Set(group.map(\.code))).sorted(), count: group.count,
                mechanical: group.filter(\.isMechanical).count)
        }
        workarounds = entries { $0.doctorCode?.workaround }
            .map { entry($0.key, $0.value) }
            .sorted { ($0.count, $1.title) > ($1.count, $0.title) }
        let lint = findings.filter { $0.doctorCode == nil }
        if !lint.isEmpty { workarounds.append(entry("Info.plist lint", lint)) }
        byVersion = entries { $0.affectedFrom.map { String($0) } }
            .sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
            .map { entry("iOS \($0.key)", $0.value) }
        migrationOrder = Dictionary(grouping: doctorFindings) { $0.doctorCode?.migrationStep ?? 0 }
            .sorted { $0.key < $1.key }
            .map { entry(DoctorCode.migrationStepTitle($0.key), $0.value) }
    }
}
