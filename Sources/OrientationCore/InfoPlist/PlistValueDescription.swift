import Foundation

/// Names the type of a property-list value for error messages, and reads
/// booleans without mistaking numbers for them.
enum PlistValueDescription {
    /// The longest value quoted in a message, in characters.
    static let quoteLimit = 60

    /// `a number (3)`, `a string ('YES')`, `an array`, `a dictionary`, …
    static func describe(_ value: Any) -> String {
        if let string = value as? String { return "a string ('\(sanitized(string))')" }
        if let flag = boolean(value) { return "a boolean (\(flag))" }
        if let number = value as? NSNumber { return "a number (\(number))" }
        if value is [Any] { return "an array" }
        if value is [AnyHashable: Any] { return "a dictionary" }
        if value is Date { return "a date" }
        if let data = value as? Data { return "data (\(data.count) bytes)" }
        return "a value of type \(type(of: value))"
    }

    /// The value when it is a property-list boolean (`<true/>`, `<false/>`,
    /// a Swift `Bool`); `nil` for numbers, strings and everything else.
    static func boolean(_ value: Any) -> Bool? {
        if type(of: value) == Bool.self { return value as? Bool }
        guard let number = value as? NSNumber else { return nil }
        #if canImport(Darwin)
        return CFGetTypeID(number) == CFBooleanGetTypeID() ? number.boolValue : nil
        #else
        // swift-corelibs-foundation: only boolean numbers have the type code "c".
        return number.objCType.pointee == CChar(UInt8(ascii: "c")) ? number.boolValue : nil
        #endif
    }

    /// The string shortened to `limit` characters, with control
    /// characters and quotes escaped so a message stays on one line.
    static func sanitized(_ string: String, limit: Int = quoteLimit) -> String {
        var out = ""
        for (count, scalar) in string.unicodeScalars.enumerated() {
            if count == limit { return out + "…" }
            switch scalar {
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            default:
                if scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator
                {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
