// Plain Swift, compiled by Tests/OrientationPluginTests too (a symbolic link).

/// One finding of the doctor's text output, `FILE:LINE:COLUMN: SEVERITY: MESSAGE`,
/// which the Xcode plugin turns into an issue on that line.
struct DoctorFindingLine: Equatable {
    /// The severities the doctor prints.
    enum Severity: String {
        /// An `error:` line.
        case error
        /// A `warning:` line.
        case warning
        /// A `note:` line.
        case note
    }

    /// The file, as printed.
    var file: String
    /// The line, from 1.
    var line: Int
    /// The severity.
    var severity: Severity
    /// The message after the severity.
    var message: String

    /// The finding on `text`, or `nil` when it is not one (a summary line).
    init?(_ text: Substring) {
        // The first severity marker: a message may quote another one.
        let markers = [Severity.error, .warning, .note].compactMap { severity in
            text.firstRange(of: ": \(severity.rawValue): ").map { (severity, $0) }
        }
        guard let (severity, range) = markers.min(by: { $0.1.lowerBound < $1.1.lowerBound }) else { return nil }
        let location = text[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let line = Int(location[location.count - 2]),
            Int(location[location.count - 1]) != nil, line > 0
        else { return nil }
        self.file = location.dropLast(2).joined(separator: ":")
        self.line = line
        self.severity = severity
        self.message = String(text[range.upperBound...])
    }
}
