/// Why an Info.plist could not be read, or which value in it is invalid.
///
/// The description names the file, the key (with the array index when an
/// element is at fault), what was expected and what was found:
/// `Info.plist: UISupportedInterfaceOrientations~ipad[2]: expected an
/// orientation name such as UIInterfaceOrientationPortrait; got
/// 'UIInterfaceOrientationSideways'`.
public enum InfoPlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist, is not a regular file, or cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is larger than ``InfoPlist/maximumFileSize``; it was not read.
    case tooLarge(file: String, size: Int, limit: Int)
    /// The bytes are not an XML or binary property list.
    case notAPropertyList(file: String, reason: String)
    /// The property list's top-level value is not a dictionary.
    case notADictionary(file: String, found: String)
    /// A key holds a value of the wrong type. `index` is set when an
    /// element of an array is at fault; `found` describes the value.
    case wrongType(file: String, key: String, index: Int?, expected: String, found: String)
    /// A string is not one of the values the key accepts.
    case unknownValue(file: String, key: String, index: Int?, value: String, expected: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .tooLarge(let file, _, _), .notAPropertyList(let file, _),
            .notADictionary(let file, _), .wrongType(let file, _, _, _, _),
            .unknownValue(let file, _, _, _, _):
            file
        }
    }

    /// The key the error is about, if it is about one value.
    public var key: String? {
        switch self {
        case .wrongType(_, let key, _, _, _), .unknownValue(_, let key, _, _, _): key
        default: nil
        }
    }

    /// True when the file as a whole cannot be used (rather than one value).
    public var isFileLevel: Bool { key == nil }

    /// `file: key[index]: expected …; got …`.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the file: \(reason)"
        case .tooLarge(let file, let size, let limit):
            "\(file): the file is \(size) bytes; expected an Info.plist of at most \(limit) bytes"
        case .notAPropertyList(let file, let reason):
            "\(file): expected an XML or binary property list; \(reason)"
        case .notADictionary(let file, let found):
            "\(file): expected a dictionary at the top level; got \(found)"
        case .wrongType(let file, let key, let index, let expected, let found):
            "\(file): \(Self.path(key, index)): expected \(expected); got \(found)"
        case .unknownValue(let file, let key, let index, let value, let expected):
            "\(file): \(Self.path(key, index)): expected \(expected); got "
                + "'\(PlistValueDescription.sanitized(value))'" + Self.suggestion(for: value)
        }
    }

    private static func path(_ key: String, _ index: Int?) -> String {
        index.map { "\(key)[\($0)]" } ?? key
    }

    /// A hint for near misses such as `landscapeLeft` or a wrong case.
    private static func suggestion(for value: String) -> String {
        guard let orientation = InterfaceOrientation(name: value),
            let name = InfoPlistKey.name(of: orientation), name != value
        else { return "" }
        return " (did you mean \(name)?)"
    }
}
