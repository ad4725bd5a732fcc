/// The lexical pass behind ``SwiftWords``: skips comments (nested block
/// comments included) and the text of string literals (single-line,
/// multi-line and raw, with their interpolations read as code), collects
/// identifiers, declared type and variable names and `@main`, and checks that brackets
/// match.
struct SwiftWordLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Open brackets, innermost last.
    private var brackets: [UInt8] = []
    /// The next identifier names a declared type.
    private var declaresNext = false
    /// The next identifier names a declared variable (after `var` or `let`).
    private var declaresVariable = false
    /// The next identifier is an attribute's name.
    private var afterAt = false
    private(set) var words = SwiftWords()

    private static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension", "typealias",
    ]

    /// Bracket nesting beyond which the parser may stop (its limit, 256 levels, counts more than brackets).
    static let maximumNesting = 100

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() {
        code(untilClosingParenthesis: false)
        if !brackets.isEmpty { words.isMalformed = true }
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Code up to the end of the file or, for an interpolation, to the `)` that closes it.
    private mutating func code(untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count, !words.isMalformed {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(at: index + hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    string(hashes: hashes)
                } else {
                    index += hashes
                }
            case UInt8(ascii: "`"):
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                identifier(from: start, to: index)
                index += 1
            case UInt8(ascii: "@"):
                afterAt = true
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if current == UInt8(ascii: "(") { depth += 1 }
                brackets.append(current)
                index += 1
                // Near what swift-syntax parses: let the parser say whether it can (a note on the file).
                if brackets.count > Self.maximumNesting { words.isMalformed = true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opening: UInt8 =
                    current == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : current == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                guard brackets.last == opening else {
                    words.isMalformed = true
                    return
                }
                brackets.removeLast()
                index += 1
                if current == UInt8(ascii: ")") {
                    depth -= 1
                    if untilClosingParenthesis, depth < 0 { return }
                }
            case UInt8(ascii: "."):
                index += 1 // `Outer.Inner` after a declaration keyword: the inner name is declared too.
            case _ where Self.isIdentifierStart(current):
                let start = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                identifier(from: start, to: index)
            default:
                if current != UInt8(ascii: " ") && current != UInt8(ascii: "\t") && current != UInt8(ascii: "\n") {
                    declaresNext = false
                    declaresVariable = false
                }
                index += 1
            }
        }
        if untilClosingParenthesis { words.isMalformed = true }
    }

    private mutating func identifier(from start: Int, to end: Int) {
        guard end > start else { return }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if afterAt {
            afterAt = false
            if word == "main" { words.hasMainAttribute = true }
        }
        if declaresVariable {
            declaresVariable = false
            words.declaredVariables.insert(word)
        }
        if declaresNext {
            words.declaredTypes.insert(word)
            // `extension Outer.Inner`: the dot keeps the next part declared.
            declaresNext = byte(at: end) == UInt8(ascii: ".")
        } else if Self.declarationKeywords.contains(word) {
            declaresNext = true
        } else if word == "var" || word == "let" {
            declaresVariable = true
        }
        words.identifiers.insert(word)
    }

    private mutating func blockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
        words.isMalformed = true
    }

    /// A string literal whose opening `"` is at `index`, preceded by `hashes` `#`.
    private mutating func string(hashes: Int) {
        let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        declaresNext = false
        declaresVariable = false
        while index < bytes.count, !words.isMalformed {
            let current = bytes[index]
            if current == UInt8(ascii: "r"), !words.stringsMentionOrientation, startsOrientationWord(at: index) {
                words.stringsMentionOrientation = true
            }
            if current == UInt8(ascii: "\n"), !multiline {
                words.isMalformed = true
                return
            }
            if current == UInt8(ascii: "\\"), closesRun(of: hashes, at: index + 1) {
                index += 1 + hashes
                if byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    brackets.append(UInt8(ascii: "("))
                    code(untilClosingParenthesis: true)
                } else {
                    index += 1 // the escaped character
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(at: index + $0) == UInt8(ascii: "\"") }),
                    closesRun(of: hashes, at: index + quotes)
                {
                    index += quotes + hashes
                    return
                }
            }
            index += 1
        }
        words.isMalformed = true
    }

    /// `rientation` (of `Orientation` or `orientation`) starts at `offset`.
    private func startsOrientationWord(at offset: Int) -> Bool {
        let word: StaticString = "rientation"
        guard offset + word.utf8CodeUnitCount <= bytes.count else { return false }
        return (0..<word.utf8CodeUnitCount).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
    }

    /// `count` `#` start at `offset`.
    private func closesRun(of count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }
}
