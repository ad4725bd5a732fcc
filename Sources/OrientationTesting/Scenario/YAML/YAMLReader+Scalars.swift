extension YAMLReader {
    /// Reads a plain, single-quoted or double-quoted scalar on the current line.
    mutating func readScalar(flow: Bool) throws -> Node {
        let mark = cursor.mark
        switch cursor.peek() {
        case UInt8(ascii: "'"):
            return .scalar(Node.Scalar(string: try readSingleQuoted(), style: .singleQuoted, mark: mark))
        case UInt8(ascii: "\""):
            return .scalar(Node.Scalar(string: try readDoubleQuoted(), style: .doubleQuoted, mark: mark))
        default:
            return .scalar(Node.Scalar(string: try readPlain(flow: flow), style: .plain, mark: mark))
        }
    }

    /// Refuses what cannot start a value: anchors, aliases, tags, block
    /// scalars, complex keys, directives and reserved or misplaced indicators.
    mutating func refuseIndicator(flow: Bool) throws {
        guard let byte = cursor.peek() else { return }
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw unsupported(currentToken)
        case UInt8(ascii: "%"):
            throw syntaxError("directives (%YAML, %TAG) are not supported; found \(NodeReader.quoted(currentToken))")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw syntaxError("'\(Self.character(byte))' cannot start a plain value; put the value in quotes")
        case UInt8(ascii: "?") where cursor.blankOrEnd(1):
            throw syntaxError("complex keys ('? ') are not supported")
        case UInt8(ascii: ":") where cursor.blankOrEnd(1) || (flow && Self.isFlowIndicator(cursor.peek(1))):
            throw syntaxError("found ':' without a key before it")
        case UInt8(ascii: "-") where flow && cursor.blankOrEnd(1):
            throw syntaxError("block list items ('- ') cannot appear inside brackets")
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{"):
            throw syntaxError("found '\(Self.character(byte))' where a value was expected")
        default:
            return
        }
    }

    /// The text from the cursor to the next blank, for messages.
    private var currentToken: String {
        var end = cursor.position
        while end < cursor.bytes.count,
            ![
                0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"),
                UInt8(ascii: "}"),
            ].contains(cursor.bytes[end])
        {
            end += 1
        }
        return cursor.text(cursor.position..<end)
    }

    /// `,`, `[`, `]`, `{` and `}`.
    static func isFlowIndicator(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// An unquoted scalar: up to the line's end, a `: `, a ` #` and, in
    /// flow context, a flow indicator; trailing blanks removed.
    private mutating func readPlain(flow: Bool) throws -> String {
        let start = cursor.position
        var end = start
        while let byte = cursor.peek(), !YAMLCursor.isBreak(byte) {
            if byte == UInt8(ascii: ":") && (cursor.blankOrEnd(1) || (flow && Self.isFlowIndicator(cursor.peek(1)))) {
                break
            }
            if byte == UInt8(ascii: "#") && cursor.position > start
                && [0x20, 0x09].contains(cursor.bytes[cursor.position - 1])
            {
                break
            }
            if flow && Self.isFlowIndicator(byte) { break }
            cursor.advance()
            if byte != 0x20 && byte != 0x09 { end = cursor.position }
        }
        guard end > start else { throw syntaxError("expected a value; found \(NodeReader.quoted(restOfLine))") }
        return cursor.text(start..<end)
    }

    /// `'text'`, with `''` for a quote; it must end on its line.
    private mutating func readSingleQuoted() throws -> String {
        let line = cursor.line
        cursor.advance()
        var bytes: [UInt8] = []
        while true {
            guard let byte = cursor.peek(), !YAMLCursor.isBreak(byte) else {
                throw syntaxError("expected the closing ' of the quoted value on the same line", line: line)
            }
            cursor.advance()
            if byte == UInt8(ascii: "'") {
                guard cursor.peek() == UInt8(ascii: "'") else { break }
                cursor.advance()
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `"text"` with YAML's (and JSON's) escapes; it must end on its line.
    private mutating func readDoubleQuoted() throws -> String {
        let line = cursor.line
        cursor.advance()
        var bytes: [UInt8] = []
        while true {
            guard let byte = cursor.peek(), !YAMLCursor.isBreak(byte) else {
                throw syntaxError("expected the closing \" of the quoted value on the same line", line: line)
            }
            cursor.advance()
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            let scalar = try readEscape()
            bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The character an escape after `\` stands for.
    private mutating func readEscape() throws -> Unicode.Scalar {
        guard let letter = cursor.peek(), !YAMLCursor.isBreak(letter) else {
            throw syntaxError("expected the closing \" of the quoted value on the same line")
        }
        cursor.advance()
        if let value = Self.simpleEscapes[letter], let scalar = Unicode.Scalar(value) { return scalar }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw syntaxError("found the unknown escape '\\\(Self.character(letter))' in a double-quoted value")
        }
        var value = try readHex(digits)
        if letter == UInt8(ascii: "u"), (0xD800...0xDBFF).contains(value) {
            guard cursor.peek() == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "u") else {
                throw syntaxError("expected a low surrogate (\\uDC00 to \\uDFFF) after \\u\(Self.hex(value))")
            }
            cursor.advance(2)
            let low = try readHex(4)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntaxError("expected a low surrogate (\\uDC00 to \\uDFFF) after \\u\(Self.hex(value))")
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw syntaxError("found the escape of U+\(Self.hex(value)), which is not a character")
        }
        return scalar
    }

    /// The one-letter escapes and what they stand for.
    private static let simpleEscapes: [UInt8: UInt32] = [
        UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, 0x09: 9,
        UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
        UInt8(ascii: "e"): 27, 0x20: 32, UInt8(ascii: "\""): 34, UInt8(ascii: "/"): 47, UInt8(ascii: "\\"): 92,
        UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0, UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
    ]

    /// `count` hexadecimal digits.
    private mutating func readHex(_ count: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let byte = cursor.peek(), let digit = Self.hexDigit(byte) else {
                throw syntaxError("expected \(count) hexadecimal digits in an escape")
            }
            value = value << 4 | digit
            cursor.advance()
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
