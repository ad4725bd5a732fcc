import OrientationTesting

/// What `orientation lint` prints: one diagnostic per line (its message
/// names the file), then a count.
struct LintOutput {
    /// The file as given.
    let file: String
    /// The idiom checked.
    let idiom: Idiom
    /// The findings.
    let diagnostics: [OrientationDiagnostic]

    /// The text, ending with a newline.
    var text: String {
        var lines = diagnostics.map(\.description)
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        lines.append("\(file) (\(idiom.rawValue)): \(Self.count(errors, "error")), "
                     + "\(Self.count(warnings, "warning")), \(Self.count(notes, "note"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
