import Foundation

/// One observed (or predicted) value of a field: nothing, a name, a list of
/// names or a flag. In an observation file a field that is absent was not
/// observed; a field that is `null` was observed to be nothing.
public enum ObservedValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Nothing: no visible screen, no exception, no deciding screen.
    case null
    /// A name or a text.
    case text(String)
    /// A list of names (orientations, diagnostic codes).
    case names([String])
    /// True or false.
    case flag(Bool)

    /// Decodes `null`, a string, a list of strings or a boolean.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let flag = try? c.decode(Bool.self) {
            self = .flag(flag)
        } else if let text = try? c.decode(String.self) {
            self = .text(text)
        } else if let names = try? c.decode([String].self) {
            self = .names(names)
        } else {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "expected null, a string, a list of strings or true/false")
        }
    }

    /// Encodes the value as JSON's null, string, list or boolean.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .text(let text): try c.encode(text)
        case .names(let names): try c.encode(names)
        case .flag(let flag): try c.encode(flag)
        }
    }

    /// `none`, the text, `[a, b]`, `true` or `false`.
    public var description: String {
        switch self {
        case .null: "none"
        case .text(let text): text
        case .names(let names): "[" + names.joined(separator: ", ") + "]"
        case .flag(let flag): String(flag)
        }
    }

    /// The text, or `nil`.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The names (a single text counts as one name), or `nil`.
    public var names: [String]? {
        switch self {
        case .names(let names): names
        case .text(let text): [text]
        case .null: []
        case .flag: nil
        }
    }
}
