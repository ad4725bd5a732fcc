/// A report of something the library could not do as asked, and the safe
/// fallback it took instead. Codes are stable: match on `code`, never on the
/// message text.
public struct OrientationDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// Worth knowing; nothing is wrong.
        case note
        /// The library took a fallback the app probably did not intend.
        case warning
        /// The app's request cannot work; fix the code or the configuration.
        case error

        /// The former name of ``note``.
        @available(*, deprecated, renamed: "note")
        public static var info: Severity { .note }

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }

        /// Orders note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// The stable code.
    public let code: OrientationDiagnosticCode
    /// What happened and what to do about it.
    public let message: String

    /// The severity that belongs to the code.
    public var severity: Severity { code.severity }

    /// Creates a diagnostic.
    public init(_ code: OrientationDiagnosticCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `ORI-101 warning: message`.
    public var description: String { "\(code.rawValue) \(severity.rawValue): \(message)" }
}
