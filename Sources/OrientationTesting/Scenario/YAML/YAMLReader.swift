/// Reads the YAML that scenario files use into ``Node``s: block mappings and
/// sequences, flow mappings and sequences (so JSON too), plain,
/// single-quoted and double-quoted scalars, comments and a `---` start.
/// Anything else (anchors, aliases, tags, block scalars, complex keys,
/// directives, several documents) is a ``ScenarioError`` naming the line.
///
/// The reader is a loop over an explicit stack of open collections, never
/// a recursion, and moves only forward: its cost is linear in the text and
/// its stack depth is the document's real nesting, block, flow and JSON
/// alike, bounded by `maximumDepth`.
struct YAMLReader {
    /// The file name for errors.
    let fileName: String
    /// The deepest nesting accepted.
    let maximumDepth: Int
    /// The position in the text.
    var cursor: YAMLCursor
    /// The collections being read, outermost first.
    var stack: [OpenCollection] = []
    /// JSON while every token read so far is JSON; for messages.
    var format = DocumentFormat.yaml
    /// The document's root, once read.
    var root: Node?

    /// Reads a document; `nil` when it holds no node (empty, blank or only comments).
    static func read(_ text: String, fileName: String, maximumDepth: Int = 200) throws -> Node? {
        var reader = YAMLReader(
            fileName: fileName, maximumDepth: maximumDepth, cursor: YAMLCursor(bytes: Array(text.utf8)))
        try reader.checkCharacters()
        return try reader.readDocument()
    }

    /// An error in the document's syntax at a line (the cursor's by default).
    func syntaxError(_ problem: String, line: Int? = nil) -> ScenarioError {
        ScenarioError(
            file: fileName, line: line ?? cursor.line, key: format.key,
            message: "expected valid \(format.name); \(problem)")
    }

    /// An error with its own wording at a line (the cursor's by default).
    func error(_ message: String, line: Int? = nil) -> ScenarioError {
        ScenarioError(file: fileName, line: line ?? cursor.line, key: format.key, message: message)
    }

    /// The error for a YAML feature scenario files do not use.
    func unsupported(_ found: String) -> ScenarioError {
        error(
            "expected plain \(format.name) values; anchors (&), aliases (*), tags (!) and block scalars (| and >) "
                + "are not supported, found \(NodeReader.quoted(found)); write the value out in full")
    }

    /// Opens a collection, refusing nesting deeper than `maximumDepth`.
    mutating func open(_ kind: OpenCollection.Kind, indent: Int, mark: Node.Mark) throws -> OpenCollection {
        guard stack.count < maximumDepth else {
            throw error("expected at most \(maximumDepth) levels of nesting; this \(format.name) nests deeper")
        }
        let collection = OpenCollection(kind: kind, indent: indent, mark: mark)
        stack.append(collection)
        return collection
    }

    /// Hands a finished node to the innermost open collection, or makes it the root.
    mutating func finish(_ node: Node) throws {
        guard let top = stack.last else {
            root = node
            return
        }
        try top.add(node, format: format, reader: self)
    }

    /// Closes the innermost collection and hands it to the one around it.
    mutating func close() throws {
        let top = stack.removeLast()
        try finish(top.node)
    }

    /// Refuses bytes YAML does not allow in a document: control characters
    /// other than tab and line breaks, DEL, C1 controls and a carriage
    /// return without a line feed.
    func checkCharacters() throws {
        let bytes = cursor.bytes
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
            } else if byte == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
                throw error(
                    "expected line feeds (\\n or \\r\\n) between lines; found a carriage return alone", line: line)
            } else if (byte < 0x20 && byte != 0x09 && byte != 0x0D) || byte == 0x7F {
                throw error(
                    "expected printable text; found the control character U+\(Self.hex(UInt32(byte)))", line: line)
            } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]),
                bytes[index + 1] != 0x85
            {
                throw error(
                    "expected printable text; found the control character U+\(Self.hex(UInt32(bytes[index + 1])))",
                    line: line)
            }
            index += 1
        }
    }

    /// Four uppercase hexadecimal digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// The format of a document, as its messages name it.
enum DocumentFormat {
    /// YAML, block or flow style.
    case yaml
    /// JSON: a flow collection with only JSON tokens so far.
    case json

    /// `YAML` or `JSON`.
    var name: String { self == .json ? "JSON" : "YAML" }
    /// The key syntax errors carry: `(yaml)` or `(json)`.
    var key: String { self == .json ? "(json)" : "(yaml)" }
}
