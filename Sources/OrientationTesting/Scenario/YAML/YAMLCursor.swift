/// A position in a document's UTF-8 bytes that knows its line and column.
/// Every move is forward, so a whole read is linear in the text's size.
struct YAMLCursor {
    /// The document's bytes.
    let bytes: [UInt8]
    /// The index of the next byte.
    private(set) var position = 0
    /// The 1-based line of `position`.
    private(set) var line = 1
    /// The index of the first byte of the current line.
    private(set) var lineStart = 0

    /// A cursor at the start of `bytes`, after a byte order mark if any.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            lineStart = 3
        }
    }

    /// The 0-based column of `position`, in bytes.
    var column: Int { position - lineStart }
    /// The place of `position`.
    var mark: Node.Mark { Node.Mark(line: line, column: column) }
    /// True after the last byte.
    var atEnd: Bool { position >= bytes.count }

    /// The byte `offset` places ahead, or `nil` past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// True at a line break or at the end.
    var atLineEnd: Bool { Self.isBreak(peek()) }

    /// True when the byte ahead is a space, a tab, a line break or the end.
    func blankOrEnd(_ offset: Int = 0) -> Bool {
        let byte = peek(offset)
        return byte == 0x20 || byte == 0x09 || Self.isBreak(byte)
    }

    /// True for `\n`, `\r` (always followed by `\n`: checked before reading) or the end.
    static func isBreak(_ byte: UInt8?) -> Bool {
        byte == nil || byte == 0x0A || byte == 0x0D
    }

    /// Moves over `count` bytes of the current line.
    mutating func advance(_ count: Int = 1) {
        position = min(position + count, bytes.count)
    }

    /// Moves over spaces and tabs.
    mutating func skipBlanks() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 { position += 1 }
    }

    /// Moves to the line break (or the end) of the current line.
    mutating func skipToLineEnd() {
        while !atLineEnd { position += 1 }
    }

    /// Moves over the line break to the start of the next line; `false` at the end.
    @discardableResult
    mutating func nextLine() -> Bool {
        skipToLineEnd()
        guard !atEnd else { return false }
        if peek() == 0x0D { position += 1 }
        if peek() == 0x0A { position += 1 }
        line += 1
        lineStart = position
        return true
    }

    /// True when the current line, from `lineStart`, begins with a document
    /// marker (`---` or `...`) followed by a blank or the line's end.
    var atDocumentMarker: Bool {
        guard position == lineStart, let first = peek(), first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        else { return false }
        return peek(1) == first && peek(2) == first && blankOrEnd(3)
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
