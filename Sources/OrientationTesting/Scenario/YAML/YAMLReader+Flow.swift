extension YAMLReader {
    /// Reads a flow collection (`[...]` or `{...}`, JSON included) from its
    /// opening bracket past its closing one, nested ones on the same stack.
    mutating func readFlow() throws -> Node {
        let base = stack.count
        try openFlow()
        while true {
            try skipFlowBlanks()
            let top = stack[stack.count - 1]
            let byte = cursor.peek() ?? 0
            let closer = top.kind == .flowMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
            switch top.flowState {
            case .entryOrEnd:
                if byte == closer {
                    if top.afterComma { format = .yaml }
                    cursor.advance()
                    if let node = try closeFlow(base) { return node }
                } else if byte == UInt8(ascii: ",") {
                    throw syntaxError(
                        "expected \(top.kind == .flowMapping ? "a key" : "an item") or '\(Self.character(closer))'; found ','"
                    )
                } else if top.kind == .flowMapping {
                    try readFlowKey(top)
                } else {
                    try readFlowValue(top)
                }
            case .colon:
                if byte == UInt8(ascii: ":") {
                    cursor.advance()
                    top.flowState = .value
                } else if byte == UInt8(ascii: ",") || byte == closer {
                    format = .yaml
                    try finish(.scalar(Node.Scalar(string: "", style: .plain, mark: cursor.mark)))
                } else {
                    throw syntaxError("expected ':' after the key \(NodeReader.quoted(top.pendingKey?.string ?? ""))")
                }
            case .value:
                if byte == UInt8(ascii: ",") || byte == closer {
                    format = .yaml
                    try finish(.scalar(Node.Scalar(string: "", style: .plain, mark: cursor.mark)))
                } else {
                    try readFlowValue(top)
                }
            case .separatorOrEnd:
                if byte == UInt8(ascii: ",") {
                    cursor.advance()
                    top.flowState = .entryOrEnd
                    top.afterComma = true
                } else if byte == closer {
                    cursor.advance()
                    if let node = try closeFlow(base) { return node }
                } else {
                    throw syntaxError(
                        "expected ',' or '\(Self.character(closer))'; found \(NodeReader.quoted(restOfLine))")
                }
            }
        }
    }

    /// Opens the collection whose bracket is at the cursor.
    private mutating func openFlow() throws {
        let kind: OpenCollection.Kind = cursor.peek() == UInt8(ascii: "{") ? .flowMapping : .flowSequence
        _ = try open(kind, indent: -1, mark: cursor.mark)
        cursor.advance()
    }

    /// Closes the innermost flow collection: its node when it is the
    /// outermost one of this read, else `nil` (it went to its parent).
    private mutating func closeFlow(_ base: Int) throws -> Node? {
        let top = stack.removeLast()
        if stack.count == base { return top.node }
        try finish(top.node)
        return nil
    }

    /// A key of a flow mapping: a scalar.
    private mutating func readFlowKey(_ top: OpenCollection) throws {
        top.afterComma = false
        let byte = cursor.peek()
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            throw syntaxError("a [list] or {mapping} cannot be a key")
        }
        try refuseIndicator(flow: true)
        let key = try readScalar(flow: true)
        if case .scalar(let scalar) = key, scalar.style != .doubleQuoted { format = .yaml }
        try top.setKey(key, reader: self)
        top.flowState = .colon
    }

    /// An item of a flow sequence or the value of a flow mapping's key.
    private mutating func readFlowValue(_ top: OpenCollection) throws {
        top.afterComma = false
        let byte = cursor.peek()
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            try openFlow()
            return
        }
        try refuseIndicator(flow: true)
        let value = try readScalar(flow: true)
        if case .scalar(let scalar) = value,
            scalar.style == .singleQuoted
                || (scalar.style == .plain && !Self.isJSONLiteral(scalar.string))
        {
            format = .yaml
        }
        try finish(value)
        if top.kind == .flowSequence {
            cursor.skipBlanks()
            if cursor.peek() == UInt8(ascii: ":") {
                throw syntaxError("'key: value' pairs inside [ ] are not supported; write them as { key: value }")
            }
        }
    }

    /// Moves over blanks, line breaks and comments inside brackets.
    private mutating func skipFlowBlanks() throws {
        while true {
            if cursor.atEnd {
                let top = stack[stack.count - 1]
                let what = top.kind == .flowMapping ? "'}' to close the mapping" : "']' to close the list"
                throw syntaxError("expected \(what) opened on line \(top.mark.line); the file ends first")
            }
            if cursor.atDocumentMarker {
                throw syntaxError(
                    "expected the brackets opened on line \(stack[stack.count - 1].mark.line) to close before a document marker"
                )
            }
            let byte = cursor.peek() ?? 0
            if byte == 0x20 || byte == 0x09 {
                cursor.advance()
            } else if YAMLCursor.isBreak(byte) {
                cursor.nextLine()
            } else if byte == UInt8(ascii: "#") {
                guard cursor.position == cursor.lineStart || [0x20, 0x09].contains(cursor.bytes[cursor.position - 1])
                else {
                    throw syntaxError("expected a blank before a '#' comment")
                }
                format = .yaml
                cursor.skipToLineEnd()
            } else {
                return
            }
        }
    }

    /// True for `true`, `false`, `null` and JSON numbers.
    static func isJSONLiteral(_ text: String) -> Bool {
        if text == "true" || text == "false" || text == "null" { return true }
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { (0x30...0x39).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        let leading = bytes.first
        let count = digits()
        guard count > 0, count == 1 || leading != UInt8(ascii: "0") else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A byte as text, for messages.
    static func character(_ byte: UInt8) -> String { String(UnicodeScalar(byte)) }
}
