import OrientationTesting

/// What `orientation lint` prints: one diagnostic per line, then a count.
struct LintOutput {
    /// The file as given.
    let file: String
    /// The idiom checked.
    let idiom: Idiom
    /// The findings.
    let diagnostics: [OrientationDiagnostic]

    /// The text, ending with a newline.
    var text: String {
        var lines = diagnostics.map { "\(file): \($0)" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let infos = diagnostics.count - errors - warnings
        lines.append("\(file) (\(idiom.rawValue)): \(errors) errors, \(warnings) warnings, \(infos) notes")
        return lines.joined(separator: "\n") + "\n"
    }
}
