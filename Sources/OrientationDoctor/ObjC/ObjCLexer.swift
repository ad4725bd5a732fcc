/// A lexical scanner for Objective-C and Objective-C++: turns source text
/// into ``ObjCToken``s, skipping comments, the contents of string and
/// character literals, and the code that preprocessor conditionals disable
/// (`#if 0`, `#if false`, the `#else` of `#if 1`). Conditions it cannot
/// decide (`#ifdef DEBUG`) keep every branch; in the branches after the first
/// live one, the braces that close or open outside the branch are dropped:
/// only one branch is compiled and each balances braces as the first does
/// (`#if A } #else } else { … } #endif`), so keeping them would end a method
/// early. Never fails: any byte sequence produces some token stream.
struct ObjCLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var conditions = PreprocessorConditions()
    private var tokens: [ObjCToken] = []
    private var atLineStart = true

    private var defines: [Define] = []
    /// Per open conditional: where the tokens of its current branch start, when that branch
    /// follows a live one (its unmatched braces are dropped when it ends).
    private var alternateStarts: [Int?] = []
    /// Per open conditional: the line of its `#if` and whether a condition of it names an orientation.
    private var openConditionals: [(line: Int, namesOrientation: Bool)] = []
    /// The lines of the conditionals (`#if` to `#endif`) a condition of which names an orientation
    /// (`#if LANDSCAPE_MODE`): the code in every branch is written for one orientation or the other.
    private var orientationConditions: [ClosedRange<Int>] = []

    /// A live `#define`: its text after `#` (continuation lines joined) and its line.
    struct Define {
        var text: String
        var line: Int
        /// Where in ``text`` each continuation line starts (a `\` at a line's end joins the next).
        var continuations: [Int] = []

        /// The line and column in the file of an offset into ``text`` (0-based): a token on a continuation
        /// line is on that line (`((kMenuStatusBarOrientationIsPortrait && …` four lines below `#define`).
        func position(ofOffset offset: Int) -> SourcePosition {
            guard let index = continuations.lastIndex(where: { $0 <= offset }) else {
                return SourcePosition(line: line, column: offset + 2) // after the '#'
            }
            return SourcePosition(line: line + index + 1, column: offset - continuations[index] + 1)
        }
    }

    /// The live tokens of a source text.
    static func tokens(_ text: String) -> [ObjCToken] { lex(text).tokens }

    /// The live tokens of a source text, its live `#define`s and the lines of its conditionals about an
    /// orientation.
    static func lex(
        _ text: String
    ) -> (
        tokens: [ObjCToken], defines: [Define], orientationConditions: [ClosedRange<Int>]
    ) {
        var lexer = ObjCLexer(bytes: Array(text.utf8))
        lexer.run()
        return (lexer.tokens, lexer.defines, lexer.orientationConditions)
    }

    /// True when a conditional directive's condition names an orientation (`if LANDSCAPE_MODE`,
    /// `ifdef PORTRAIT_ONLY`, `if GAME_AUTOROTATION == …`).
    private static func namesOrientation(_ directive: String) -> Bool {
        let upper = directive.uppercased()
        return ["LANDSCAPE", "PORTRAIT", "ORIENTATION", "AUTOROTAT"].contains { upper.contains($0) }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private mutating func advance() {
        if bytes[index] == 10 {
            line += 1
            lineStart = index + 1
            atLineStart = true
        }
        index += 1
    }

    private mutating func run() {
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "#"), atLineStart {
                directive()
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if byte == 10 || byte == 32 || byte == 9 || byte == 13 || byte == 12 || byte == 11 {
                advance()
                continue
            }
            guard conditions.isActive else {
                atLineStart = false
                advance()
                continue
            }
            atLineStart = false
            token()
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, peek() != 10 {
            if peek() == UInt8(ascii: "\\"), peek(1) == 10 { advance() }
            advance()
        }
    }

    private mutating func skipBlockComment() {
        let wasAtLineStart = atLineStart
        advance()
        advance()
        while index < bytes.count, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
        if index < bytes.count {
            advance()
            advance()
        }
        atLineStart = wasAtLineStart && atLineStart
    }

    /// A preprocessor directive: its whole logical line is consumed; the
    /// conditionals update which code is live.
    private mutating func directive() {
        var text: [UInt8] = []
        var continuations: [Int] = []
        let startLine = line
        advance() // '#'
        while index < bytes.count, peek() != 10 {
            if peek() == UInt8(ascii: "\\"), peek(1) == 10 || (peek(1) == 13 && peek(2) == 10) {
                while peek() != 10 { advance() }
                advance()
                text.append(32)
                continuations.append(text.count)
                continue
            }
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                text.append(32)
                continue
            }
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                break
            }
            text.append(peek())
            advance()
        }
        let directive = String(decoding: text, as: UTF8.self)
        if conditions.isActive, directive.hasPrefix("define") {
            defines.append(Define(text: directive, line: startLine, continuations: continuations))
        }
        let name = PreprocessorConditions.name(of: directive)
        if ["elif", "elifdef", "elifndef", "else", "endif"].contains(name), let start = alternateStarts.last ?? nil {
            dropUnmatchedBraces(from: start)
        }
        conditions.apply(directive: directive)
        switch name {
        case "if", "ifdef", "ifndef":
            alternateStarts.append(nil)
            openConditionals.append((startLine, Self.namesOrientation(directive)))
        case "elif", "elifdef", "elifndef", "else":
            if !alternateStarts.isEmpty {
                alternateStarts[alternateStarts.count - 1] = conditions.isInAlternateBranch ? tokens.count : nil
            }
            if !openConditionals.isEmpty, Self.namesOrientation(directive) {
                openConditionals[openConditionals.count - 1].namesOrientation = true
            }
        case "endif":
            _ = alternateStarts.popLast()
            if let open = openConditionals.popLast(), open.namesOrientation {
                orientationConditions.append(open.line...startLine)
            }
        default: break
        }
    }

    /// Drops the braces from `start` on that close a brace opened before it or stay open.
    private mutating func dropUnmatchedBraces(from start: Int) {
        var open: [Int] = []
        var unmatched: Set<Int> = []
        for at in start..<tokens.count where tokens[at].kind == .punctuation {
            if tokens[at].text == "{" {
                open.append(at)
            } else if tokens[at].text == "}" {
                if open.popLast() == nil { unmatched.insert(at) }
            }
        }
        unmatched.formUnion(open)
        guard !unmatched.isEmpty else { return }
        tokens = tokens.enumerated().filter { !unmatched.contains($0.offset) }.map(\.element)
    }

    private mutating func token() {
        let startLine = line
        let startColumn = index - lineStart + 1
        let byte = peek()
        func add(_ kind: ObjCToken.Kind, _ text: String) {
            tokens.append(ObjCToken(kind: kind, text: text, line: startLine, column: startColumn))
        }
        if byte == UInt8(ascii: "\"") {
            add(.string, quoted())
        } else if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
            advance()
            add(.string, quoted())
        } else if byte == UInt8(ascii: "'") {
            _ = quoted(delimiter: UInt8(ascii: "'"))
            add(.literal, "'")
        } else if let raw = rawStringPrefixLength() {
            for _ in 0..<raw { advance() }
            add(.string, rawString())
        } else if byte == UInt8(ascii: "@"), Self.isIdentifierStart(peek(1)) {
            advance()
            add(.atKeyword, "@" + identifier())
        } else if Self.isIdentifierStart(byte) {
            add(.identifier, identifier())
        } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            var text: [UInt8] = []
            while index < bytes.count, Self.isIdentifierPart(peek()) || peek() == UInt8(ascii: ".") {
                text.append(peek())
                advance()
            }
            add(.literal, String(decoding: text, as: UTF8.self))
        } else {
            let pair = [byte, peek(1)]
            if ["==", "!=", "<=", ">=", "->", "::", "&&", "||", "+=", "-=", "|=", "&="]
                .contains(String(decoding: pair, as: UTF8.self))
            {
                advance()
                advance()
                add(.punctuation, String(decoding: pair, as: UTF8.self))
            } else {
                advance()
                add(.punctuation, String(decoding: [byte], as: UTF8.self))
            }
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 36 || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 48 && byte <= 57)
    }

    private mutating func identifier() -> String {
        let start = index
        while index < bytes.count, Self.isIdentifierPart(peek()) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A `"…"` or `'…'` literal's content; stops at the end of the line if
    /// it is never closed.
    private mutating func quoted(delimiter: UInt8 = UInt8(ascii: "\"")) -> String {
        advance()
        var content: [UInt8] = []
        while index < bytes.count, peek() != delimiter, peek() != 10 {
            if peek() == UInt8(ascii: "\\"), index + 1 < bytes.count {
                content.append(peek())
                advance()
            }
            content.append(peek())
            advance()
        }
        if index < bytes.count, peek() == delimiter { advance() }
        return String(decoding: content, as: UTF8.self)
    }

    /// The length of `R"`, `u8R"`, `LR"`… before a C++ raw string, if one starts here.
    private func rawStringPrefixLength() -> Int? {
        // Every prefix starts with one of these letters: most bytes are ruled out at once.
        let first = bytes[index]
        guard
            first == UInt8(ascii: "R") || first == UInt8(ascii: "u") || first == UInt8(ascii: "U")
                || first == UInt8(ascii: "L")
        else { return nil }
        for prefixBytes in Self.rawStringPrefixes {
            if index + prefixBytes.count <= bytes.count,
                bytes[index..<index + prefixBytes.count].elementsEqual(prefixBytes),
                index == 0 || !Self.isIdentifierPart(bytes[index - 1])
            {
                return prefixBytes.count - 1
            }
        }
        return nil
    }

    private static let rawStringPrefixes = ["R\"", "u8R\"", "uR\"", "UR\"", "LR\""].map { Array($0.utf8) }

    /// `"delim( … )delim"`; the content between the parentheses.
    private mutating func rawString() -> String {
        advance() // '"'
        var delimiter: [UInt8] = []
        while index < bytes.count, peek() != UInt8(ascii: "("), delimiter.count < 16, peek() != 10 {
            delimiter.append(peek())
            advance()
        }
        if index < bytes.count { advance() }
        let terminator = [UInt8(ascii: ")")] + delimiter + [UInt8(ascii: "\"")]
        var content: [UInt8] = []
        while index < bytes.count {
            if index + terminator.count <= bytes.count, Array(bytes[index..<index + terminator.count]) == terminator {
                for _ in terminator { advance() }
                break
            }
            content.append(peek())
            advance()
        }
        return String(decoding: content, as: UTF8.self)
    }
}
