/// `--format json`: the findings, the file counts and the summary as one
/// JSON object (keys in a fixed order).
public struct DoctorJSONFormatter: Sendable {
    /// Prefixed to documentation paths; empty keeps them relative.
    public var documentationBase: String

    /// Creates a formatter.
    public init(documentationBase: String = "") { self.documentationBase = documentationBase }

    /// The JSON text, ending with a newline.
    public func format(_ report: DoctorReport) -> String {
        let links = DoctorTextFormatter(documentationBase: documentationBase)
        let findings = report.findings.map { finding -> JSONText in
            .object([
                ("file", .string(finding.file)), ("line", .integer(finding.line)), ("column", .integer(finding.column)),
                ("code", .string(finding.code)), ("severity", .string(finding.severity.rawValue)),
                ("today", .string(finding.today)),
                ("affectedFrom", finding.affectedFrom.map { .integer($0) } ?? .null),
                ("breakage", .string(finding.breakage)), ("replacement", .string(finding.replacement)),
                ("mechanical", .bool(finding.isMechanical)), ("documentation", .string(links.link(finding))),
                ("message", .string(finding.message)),
                (
                    "related",
                    .array(
                        finding.related.map { site in
                            var fields: [(String, JSONText)] = [
                                ("code", .string(site.code)), ("file", .string(site.file)),
                                ("line", .integer(site.line)), ("function", .string(site.function)),
                                ("today", .string(site.today)),
                            ]
                            // What a library's helper call reaches (ORI-735's related calls only).
                            if let reaches = site.reaches {
                                fields.append(("reaches", .array(reaches.map { .string($0) })))
                            }
                            return .object(fields)
                        })
                ),
                (
                    "callers",
                    .array(
                        finding.callers.map { caller in
                            .object([
                                ("file", .string(caller.file)), ("line", .integer(caller.line)),
                                ("function", .string(caller.function)),
                            ])
                        })
                ),
            ])
        }
        let summary = report.summary
        func entries(_ list: [ProjectSummary.Entry]) -> JSONText {
            .array(
                list.map { entry in
                    .object([
                        ("title", .string(entry.title)), ("codes", .array(entry.codes.map { .string($0) })),
                        ("count", .integer(entry.count)), ("mechanical", .integer(entry.mechanical)),
                    ])
                })
        }
        let root: JSONText = .object([
            ("tool", .string("orientation doctor")),
            ("files", .object(report.filesAnalysed.sorted { $0.key < $1.key }.map { ($0.key, .integer($0.value)) })),
            ("findings", .array(findings)),
            (
                "summary",
                .object([
                    ("workarounds", entries(summary.workarounds)), ("byVersion", entries(summary.byVersion)),
                    ("migrationOrder", entries(summary.migrationOrder)),
                ])
            ),
        ])
        return root.rendered() + "\n"
    }
}
