import OrientationCore

/// How serious a finding is, in the command line's single vocabulary
/// (`error`, `warning`, `note`), the words Xcode shows inline.
public enum DoctorSeverity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Worth knowing; migrate when convenient.
    case note
    /// Deprecated, or fights the library; migrate.
    case warning
    /// Does nothing or fails on a system the app ships to; fix it.
    case error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }

    /// Orders note < warning < error.
    public static func < (lhs: DoctorSeverity, rhs: DoctorSeverity) -> Bool { lhs.rank < rhs.rank }

    /// The doctor's word for a library diagnostic's severity (anything
    /// below a warning is a note).
    public init(_ severity: OrientationDiagnostic.Severity) {
        switch severity.rawValue {
        case "error": self = .error
        case "warning": self = .warning
        default: self = .note
        }
    }
}
