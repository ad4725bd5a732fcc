import OrientationTesting

/// What `orientation lint` prints: one diagnostic per line (its message
/// names the file), then a count.
struct LintOutput {
    /// The file as given.
    let file: String
    /// The idiom checked.
    let idiom: Idiom
    /// The SDK the app links.
    let sdk: Int
    /// The findings.
    let diagnostics: [OrientationDiagnostic]

    private var counts: (errors: Int, warnings: Int, notes: Int) {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return (errors, warnings, diagnostics.count - errors - warnings)
    }

    /// The text, wrapped to `width` when given, ending with a newline.
    func text(width: Int?) -> String {
        var lines = diagnostics.flatMap { TextLayout.wrap(TextLayout.escaped($0.description), width: width, indent: 4) }
        let (errors, warnings, notes) = counts
        lines.append(
            TextLayout.escaped(
                "\(file) (\(idiom.rawValue), iOS \(sdk) SDK): \(Self.count(errors, "error")), "
                    + "\(Self.count(warnings, "warning")), \(Self.count(notes, "note"))"))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
