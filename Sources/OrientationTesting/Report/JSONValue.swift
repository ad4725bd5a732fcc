/// A JSON value whose objects keep their keys in order, so output follows
/// ScenarioFormat.md field by field (Foundation's encoder may reorder keys).
enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number that may have a fraction (written without one when whole).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in order.
    case object([(String, JSONValue)])

    /// An optional string, `null` when absent.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Strings as an array.
    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    /// Pretty-printed text with two-space indentation; short arrays of
    /// scalars stay on one line.
    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        let end = String(repeating: " ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return value.isFinite ? String(value) : "null"
        case .string(let value): return Self.quoted(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n\(end)]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            let body = pairs.map { pad + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 2) }
            return "{\n" + body.joined(separator: ",\n") + "\n\(end)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    private static func quoted(_ text: String) -> String { text.doubleQuotedLiteral }
}
