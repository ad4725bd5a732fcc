extension YAMLReader {
    /// What the block reader does next.
    enum Step {
        /// Read a node in this context.
        case node(NodeContext)
        /// A node was just finished: find the next key or item, or close collections.
        case next
    }

    /// Where a node is wanted.
    enum NodeContext {
        /// The document's root; `inline` after `--- ` on the same line.
        case root(inline: Bool)
        /// The value after `key:`, the key at this column.
        case mappingValue(keyIndent: Int)
        /// The item after `- `, the dash at this column.
        case sequenceItem(dashColumn: Int)

        /// The column a node on a later line must be indented beyond.
        var parentIndent: Int {
            switch self {
            case .root: -1
            case .mappingValue(let indent): indent
            case .sequenceItem(let column): column
            }
        }
    }

    /// What follows in the document, blank lines and comments skipped.
    enum Landmark {
        /// Content at this column.
        case content(column: Int)
        /// A `---` line.
        case documentStart
        /// A `...` line.
        case documentEnd
        /// The end of the text.
        case end
    }

    /// Reads the whole document.
    mutating func readDocument() throws -> Node? {
        var step: Step
        switch try skipToContent() {
        case .end:
            return nil
        case .documentEnd:
            try readDocumentEnd()
            return nil
        case .documentStart:
            cursor.advance(3)
            step = .node(.root(inline: true))
        case .content:
            step = .node(.root(inline: false))
        }
        while true {
            switch step {
            case .node(let context):
                step = try readNode(context)
            case .next:
                guard let next = try readNext() else { return root }
                step = next
            }
        }
    }

    /// Reads a node here or, when the line ends, on the lines below.
    private mutating func readNode(_ context: NodeContext) throws -> Step {
        cursor.skipBlanks()
        guard cursor.peek() == UInt8(ascii: "#") || cursor.atLineEnd else {
            return try startNode(context, ownLine: atLineIndent)
        }
        let mark = cursor.mark
        if case .content(let column) = try skipToContent() {
            let dash = cursor.peek() == UInt8(ascii: "-") && cursor.blankOrEnd(1)
            if column > context.parentIndent {
                return try startNode(context, ownLine: true)
            }
            if case .mappingValue = context, column == context.parentIndent, dash {
                return try startNode(context, ownLine: true)
            }
        }
        try finish(.scalar(Node.Scalar(string: "", style: .plain, mark: mark)))
        return .next
    }

    /// Starts a node at the cursor: a block sequence, a block mapping, a
    /// flow collection or a scalar. Block collections start only on their
    /// own line or after `- `.
    private mutating func startNode(_ context: NodeContext, ownLine: Bool) throws -> Step {
        var allowsCollections = ownLine
        if case .sequenceItem = context { allowsCollections = true }
        let column = cursor.column
        let mark = cursor.mark
        let byte = cursor.peek()
        if byte == UInt8(ascii: "-") && cursor.blankOrEnd(1) {
            guard allowsCollections else {
                throw syntaxError("a list cannot start on the line of its key; put its '- ' items on the lines below")
            }
            _ = try open(.blockSequence, indent: column, mark: mark)
            cursor.advance()
            return .node(.sequenceItem(dashColumn: column))
        }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            if case .root = context { format = .json }
            let node = try readFlow()
            cursor.skipBlanks()
            if cursor.peek() == UInt8(ascii: ":") { throw syntaxError("a [list] or {mapping} cannot be a key") }
            try expectLineEnd()
            try finish(node)
            return .next
        }
        try refuseIndicator(flow: false)
        let scalar = try readScalar(flow: false)
        cursor.skipBlanks()
        if cursor.peek() == UInt8(ascii: ":") && cursor.blankOrEnd(1) {
            guard allowsCollections else {
                throw syntaxError(
                    "a value cannot be another 'key: value' on the same line; put nested keys on the lines below, indented"
                )
            }
            let mapping = try open(.blockMapping, indent: column, mark: mark)
            try mapping.setKey(scalar, reader: self)
            cursor.advance()
            return .node(.mappingValue(keyIndent: column))
        }
        try expectLineEnd()
        try finish(scalar)
        return .next
    }

    /// After a node: the next key or item of the innermost block
    /// collection, or its end. `nil` once the document is read.
    private mutating func readNext() throws -> Step? {
        let landmark = try skipToContent()
        guard let top = stack.last else {
            try finishDocument(landmark)
            return nil
        }
        var column = -1
        if case .content(let found) = landmark { column = found }
        let dash = column >= 0 && cursor.peek() == UInt8(ascii: "-") && cursor.blankOrEnd(1)
        if top.kind == .blockSequence {
            if column == top.indent && dash {
                cursor.advance()
                return .node(.sequenceItem(dashColumn: column))
            }
            guard column <= top.indent else {
                throw syntaxError("expected a list item '- ' indented by \(top.indent); this line is indented further")
            }
            try close()
            return .next
        }
        guard column >= top.indent else {
            try close()
            return .next
        }
        guard column == top.indent else {
            throw syntaxError(
                "expected 'key: value' indented by \(top.indent); this line is indented further "
                    + "(a value that goes on over several lines must be one line, in quotes)")
        }
        if dash { throw syntaxError("expected 'key: value' at this indentation; found a list item '- '") }
        let byte = cursor.peek()
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            throw syntaxError("a [list] or {mapping} cannot be a key")
        }
        try refuseIndicator(flow: false)
        let key = try readScalar(flow: false)
        cursor.skipBlanks()
        guard cursor.peek() == UInt8(ascii: ":") && cursor.blankOrEnd(1) else {
            throw syntaxError("expected 'key: value'; found \(NodeReader.quoted(key.string ?? "")) without ': '")
        }
        try top.setKey(key, reader: self)
        cursor.advance()
        return .node(.mappingValue(keyIndent: column))
    }

    /// After the root: only the end, or `...` and the end.
    private mutating func finishDocument(_ landmark: Landmark) throws {
        switch landmark {
        case .end: return
        case .documentEnd: try readDocumentEnd()
        case .documentStart: throw error("expected one document per file; a second document starts here (---)")
        case .content: throw syntaxError("expected the end of the document; found more content")
        }
    }

    /// A `...` marker, then nothing but blank lines and comments.
    private mutating func readDocumentEnd() throws {
        cursor.advance(3)
        try expectLineEnd()
        switch try skipToContent() {
        case .end: return
        case .documentStart, .documentEnd: throw error("expected one document per file; another document starts here")
        case .content: throw syntaxError("expected the end of the file after '...'; found more content")
        }
    }

    /// Moves over blank lines and comments to the next content, a document
    /// marker or the end. Indentation must be spaces.
    mutating func skipToContent() throws -> Landmark {
        while true {
            if cursor.atEnd { return .end }
            if cursor.atDocumentMarker {
                return cursor.peek() == UInt8(ascii: "-") ? .documentStart : .documentEnd
            }
            cursor.skipBlanks()
            if cursor.peek() == UInt8(ascii: "#") || cursor.atLineEnd {
                guard cursor.nextLine() else { return .end }
                continue
            }
            if atLineIndent, cursor.bytes[cursor.lineStart..<cursor.position].contains(0x09) {
                throw syntaxError("expected spaces to indent a line; found a tab")
            }
            return .content(column: cursor.column)
        }
    }

    /// True when only blanks precede the cursor on its line.
    var atLineIndent: Bool {
        var index = cursor.position - 1
        while index >= cursor.lineStart {
            let byte = cursor.bytes[index]
            guard byte == 0x20 || byte == 0x09 else { return false }
            index -= 1
        }
        return true
    }

    /// The rest of the line must be blanks or a comment; moves to the next line.
    mutating func expectLineEnd() throws {
        cursor.skipBlanks()
        if cursor.peek() == UInt8(ascii: "#") {
            let previous = cursor.position > cursor.lineStart ? cursor.bytes[cursor.position - 1] : 0x20
            guard previous == 0x20 || previous == 0x09 else {
                throw syntaxError("expected a blank before a '#' comment")
            }
            cursor.skipToLineEnd()
        }
        guard cursor.atLineEnd else {
            throw syntaxError("expected the end of the line after the value; found \(NodeReader.quoted(restOfLine))")
        }
        cursor.nextLine()
    }

    /// The rest of the current line, for messages.
    var restOfLine: String {
        var end = cursor.position
        while end < cursor.bytes.count, !YAMLCursor.isBreak(cursor.bytes[end]) { end += 1 }
        return cursor.text(cursor.position..<end)
    }
}
