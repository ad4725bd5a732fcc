/// Renders what `orientation lint --format json` prints: one object with
/// the file, idiom, SDK, each diagnostic (`code`, `severity`, `message`),
/// the counts per severity and the package version; or, for a file that
/// cannot be read, one object with `file`, `line`, `key` and `message`.
public struct LintJSONFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The findings for one file, pretty-printed, ending with a newline.
    public func format(file: String, idiom: Idiom, sdk: Int, diagnostics: [OrientationDiagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return JSONValue.object([
            ("file", .string(file)),
            ("idiom", .string(idiom.rawValue)),
            ("sdk", .int(sdk)),
            (
                "diagnostics",
                .array(
                    diagnostics.map {
                        .object([
                            ("code", .string($0.code.rawValue)), ("severity", .string($0.severity.rawValue)),
                            ("message", .string($0.message)),
                        ])
                    })
            ),
            ("errors", .int(errors)),
            ("warnings", .int(warnings)),
            ("notes", .int(diagnostics.count - errors - warnings)),
            ("version", .string(OrientationPackage.version)),
        ]).rendered() + "\n"
    }

    /// A file that cannot be linted: `file`, `line` (0: no line applies),
    /// `key` (`(file)` unless the error names one) and `message`.
    public func format(error: any Error, file: String) -> String {
        JSONValue.object([
            ("file", .string(file)),
            ("line", .int(0)),
            ("key", .string((error as? InfoPlistError)?.key ?? "(file)")),
            ("message", .string("\(error)")),
            ("version", .string(OrientationPackage.version)),
        ]).rendered() + "\n"
    }
}
