/// One site in an app's sources or settings, what it does today, from which
/// iOS version it breaks or is deprecated, and what replaces it.
public struct DoctorFinding: Sendable, Hashable, Codable {
    /// The file, as the doctor reached it from the paths it was given.
    public var file: String
    /// The 1-based line (1 for findings about a whole file).
    public var line: Int
    /// The 1-based column, in UTF-8 bytes as Xcode counts them.
    public var column: Int
    /// The stable code: `ORI-701`...`ORI-799`, or an Info.plist lint code
    /// (`ORI-6xx`) for findings the existing lint made.
    public var code: String
    /// The severity that belongs to the code.
    public var severity: DoctorSeverity
    /// What the site does today.
    public var today: String
    /// The iOS major version from which it breaks, is deprecated or becomes
    /// a preference; `nil` when that does not apply.
    public var affectedFrom: Int?
    /// What happens from that version on.
    public var breakage: String
    /// The replacement with this library: the line to write.
    public var replacement: String
    /// True when `--diff` rewrites this site; false when it needs a person.
    public var isMechanical: Bool
    /// The page explaining the code, relative to the repository root.
    public var documentation: String
    /// Sites inside the app's functions that this line calls, each also reported where it is: what
    /// else the call does (empty for most findings).
    public var related: [Related] = []
    /// The calls of the app's functions that reach this site when those functions only read or observe:
    /// nothing changes on a calling line, the site is what the migration rewrites (empty for most findings).
    public var callers: [Caller] = []

    /// Creates a finding for one of the doctor's codes; severity, breakage
    /// and documentation come from the code.
    public init(
        _ code: DoctorCode, file: String, line: Int, column: Int,
        today: String, replacement: String, isMechanical: Bool = false
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.code = code.rawValue
        severity = code.severity
        self.today = today
        affectedFrom = code.affectedFrom
        breakage = code.breakage
        self.replacement = replacement
        self.isMechanical = isMechanical
        documentation = code.documentationPath
    }

    /// Creates a finding from any code and severity (the Info.plist lint's).
    public init(
        code: String, severity: DoctorSeverity, file: String, line: Int, column: Int,
        today: String, affectedFrom: Int?, breakage: String, replacement: String,
        documentation: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.code = code
        self.severity = severity
        self.today = today
        self.affectedFrom = affectedFrom
        self.breakage = breakage
        self.replacement = replacement
        isMechanical = false
        self.documentation = documentation
    }

    /// The doctor's code, if this finding has one (not a lint code).
    public var doctorCode: DoctorCode? { DoctorCode(rawValue: code) }

    /// One sentence: today, what its calls also do, the breakage, the replacement.
    public var message: String {
        var text = today + relatedClause + callersClause
        if !breakage.isEmpty {
            let version = affectedFrom.map { "iOS \($0): " } ?? ""
            text += " [\(version)\(breakage)]"
        }
        if !replacement.isEmpty { text += ". Replace with: \(replacement)" }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column, code, severity, today, affectedFrom, breakage, replacement, isMechanical
        case documentation, related, callers
    }

    /// Decodes a finding; `related` and `callers` may be missing (a report written before they existed).
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        file = try values.decode(String.self, forKey: .file)
        line = try values.decode(Int.self, forKey: .line)
        column = try values.decode(Int.self, forKey: .column)
        code = try values.decode(String.self, forKey: .code)
        severity = try values.decode(DoctorSeverity.self, forKey: .severity)
        today = try values.decode(String.self, forKey: .today)
        affectedFrom = try values.decodeIfPresent(Int.self, forKey: .affectedFrom)
        breakage = try values.decode(String.self, forKey: .breakage)
        replacement = try values.decode(String.self, forKey: .replacement)
        isMechanical = try values.decode(Bool.self, forKey: .isMechanical)
        documentation = try values.decode(String.self, forKey: .documentation)
        related = try values.decodeIfPresent([Related].self, forKey: .related) ?? []
        callers = try values.decodeIfPresent([Caller].self, forKey: .callers) ?? []
    }

    /// Orders by file, line, column, then code.
    static func sortsBefore(_ lhs: DoctorFinding, _ rhs: DoctorFinding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.code) < (rhs.file, rhs.line, rhs.column, rhs.code)
    }
}
