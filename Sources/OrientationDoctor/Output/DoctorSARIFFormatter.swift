import Foundation

/// `--format sarif`: SARIF 2.1.0 for code scanning in CI. One run; one rule
/// per code that occurs; one result per finding, located by a URI relative
/// to the `%SRCROOT%` base (the folder the command ran in).
public struct DoctorSARIFFormatter: Sendable {
    /// The folder result URIs are relative to.
    public var root: String
    /// Prefixed to documentation paths to make rules' `helpUri`; rules carry
    /// no `helpUri` when empty (SARIF wants an absolute URI there).
    public var documentationBase: String

    /// Creates a formatter.
    public init(root: String = FileManager.default.currentDirectoryPath, documentationBase: String = "") {
        self.root = root
        self.documentationBase = documentationBase
    }

    /// The SARIF log, ending with a newline.
    public func format(_ report: DoctorReport) -> String {
        var ruleIndex: [String: Int] = [:]
        var rules: [JSONText] = []
        for finding in report.findings where ruleIndex[finding.code] == nil {
            ruleIndex[finding.code] = rules.count
            rules.append(rule(finding))
        }
        let results = report.findings.map { result($0, ruleIndex: ruleIndex[$0.code] ?? 0) }
        let rootURI = URL(fileURLWithPath: root, isDirectory: true).absoluteString
        let log: JSONText = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("orientation doctor")),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(rootURI))]))])),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return log.rendered() + "\n"
    }

    private func rule(_ finding: DoctorFinding) -> JSONText {
        let code = finding.doctorCode
        var members: [(String, JSONText)] = [
            ("id", .string(finding.code)),
            ("name", .string(code.map { String(describing: $0) } ?? "InfoPlistLint")),
            ("shortDescription", .object([("text", .string(code?.title ?? "Info.plist lint \(finding.code)"))])),
            ("fullDescription", .object([("text", .string(code?.breakage ?? "Info.plist orientation settings"))])),
            ("help", .object([("text", .string("See \(finding.documentation)"))])),
            ("defaultConfiguration", .object([("level", .string(finding.severity.rawValue))])),
        ]
        if !documentationBase.isEmpty {
            members.append(("helpUri", .string(documentationBase + "/" + finding.documentation)))
        }
        return .object(members)
    }

    private func result(_ finding: DoctorFinding, ruleIndex: Int) -> JSONText {
        var members = resultMembers(finding, ruleIndex: ruleIndex)
        if !finding.related.isEmpty || !finding.callers.isEmpty {
            // Sites inside the app's functions the line calls, then the calls that reach this site through a
            // function that only reads (SARIF's related locations).
            let callers = finding.callers.enumerated().map { index, caller -> JSONText in
                .object([
                    ("id", .integer(finding.related.count + index)),
                    (
                        "physicalLocation",
                        .object([
                            ("artifactLocation", artifact(caller.file)),
                            ("region", .object([("startLine", .integer(max(1, caller.line)))])),
                        ])
                    ),
                    ("message", .object([("text", .string("calls \(caller.function), which reaches this site"))])),
                ])
            }
            let related = finding.related.enumerated().map { index, site -> JSONText in
                .object([
                    ("id", .integer(index)),
                    (
                        "physicalLocation",
                        .object([
                            ("artifactLocation", artifact(site.file)),
                            ("region", .object([("startLine", .integer(max(1, site.line)))])),
                        ])
                    ),
                    ("message", .object([("text", .string("\(site.function): \(site.today) [\(site.code)]"))])),
                ])
            }
            members.insert(("relatedLocations", .array(related + callers)), at: members.count - 1)
        }
        return .object(members)
    }

    private func resultMembers(_ finding: DoctorFinding, ruleIndex: Int) -> [(String, JSONText)] {
        [
            ("ruleId", .string(finding.code)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            (
                "locations",
                .array([
                    .object([
                        (
                            "physicalLocation",
                            .object([
                                ("artifactLocation", artifact(finding.file)),
                                (
                                    "region",
                                    .object([
                                        ("startLine", .integer(max(1, finding.line))),
                                        ("startColumn", .integer(max(1, finding.column))),
                                    ])
                                ),
                            ])
                        )
                    ])
                ])
            ),
            (
                "properties",
                .object([
                    ("replacement", .string(finding.replacement)), ("mechanical", .bool(finding.isMechanical)),
                    ("affectedFrom", finding.affectedFrom.map { .integer($0) } ?? .null),
                ])
            ),
        ]
    }

    private func artifact(_ path: String) -> JSONText {
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        let relative = MigrationRewriter.relativePath(absolute, root: root)
        if relative.hasPrefix("/") {
            return .object([("uri", .string(URL(fileURLWithPath: relative).absoluteString))])
        }
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
        return .object([("uri", .string(encoded)), ("uriBaseId", .string("%SRCROOT%"))])
    }
}
