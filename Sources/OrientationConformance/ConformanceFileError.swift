import Foundation

/// A plan or observation file that cannot be used: it names the file, the
/// field (as a path such as `scenario.steps[3].orientation`) and what is
/// wrong. `orientation compare` exits with status 2 on it.
public struct ConformanceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as named by the user.
    public var file: String
    /// The field's path, empty for the whole file.
    public var field: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, field: String, message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    /// `plan.json: scenario.steps[3].orientation: unknown device orientation 'sideways'`.
    public var description: String {
        field.isEmpty ? "\(file): \(message)" : "\(file): \(field): \(message)"
    }

    /// Translates a decoding error, naming the field it happened at.
    static func from(_ error: any Error, file: String) -> ConformanceFileError {
        guard let decoding = error as? DecodingError else {
            return ConformanceFileError(file: file, field: "", message: "\(error)")
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            return ConformanceFileError(file: file, field: path(context.codingPath + [key]), message: "missing")
        case .typeMismatch(let type, let context):
            return ConformanceFileError(
                file: file, field: path(context.codingPath),
                message: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return ConformanceFileError(
                file: file, field: path(context.codingPath),
                message: "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            var message = context.debugDescription
            if context.codingPath.isEmpty, let underlying = context.underlyingError {
                message =
                    "not valid JSON: \((underlying as NSError).userInfo[NSDebugDescriptionErrorKey] ?? underlying)"
            }
            return ConformanceFileError(file: file, field: path(context.codingPath), message: message)
        @unknown default:
            return ConformanceFileError(file: file, field: "", message: "\(error)")
        }
    }

    /// `scenario.steps[3].orientation`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [String].Type: "a list of strings"
        default: "\(type)".contains("Array") ? "a list" : "an object"
        }
    }
}
