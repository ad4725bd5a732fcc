/// A mapping or sequence the reader has opened and not yet closed. A class,
/// so that adding an item never copies the items before it.
final class OpenCollection {
    /// What is being read.
    enum Kind {
        /// `key: value` lines at one indentation.
        case blockMapping
        /// `- item` lines at one indentation.
        case blockSequence
        /// `{ key: value, ... }`.
        case flowMapping
        /// `[ item, ... ]`.
        case flowSequence
    }

    /// Where a flow collection is between its brackets.
    enum FlowState {
        /// After the opening bracket or a comma: an entry or the closing bracket.
        case entryOrEnd
        /// After a key: a colon.
        case colon
        /// After a colon: a value.
        case value
        /// After an entry: a comma or the closing bracket.
        case separatorOrEnd
    }

    /// What is being read.
    let kind: Kind
    /// The column of a block collection's keys or dashes; -1 for flow.
    let indent: Int
    /// Where it starts.
    let mark: Node.Mark
    /// A sequence's items.
    var items: [Node] = []
    /// A mapping's entries.
    var pairs: [Node.Pair] = []
    /// The line of each key so far, to refuse duplicates.
    var keyLines: [String: Int] = [:]
    /// A mapping's key waiting for its value.
    var pendingKey: Node?
    /// Where a flow collection is between its brackets.
    var flowState = FlowState.entryOrEnd
    /// True when the last separator read was a comma (a trailing comma is not JSON).
    var afterComma = false

    init(kind: Kind, indent: Int, mark: Node.Mark) {
        self.kind = kind
        self.indent = indent
        self.mark = mark
    }

    /// True for a mapping, block or flow.
    var isMapping: Bool { kind == .blockMapping || kind == .flowMapping }

    /// The finished node.
    var node: Node {
        isMapping
            ? .mapping(Node.Mapping(pairs: pairs, mark: mark)) : .sequence(Node.Sequence(items: items, mark: mark))
    }

    /// Records a key, refusing one this mapping already has.
    func setKey(_ key: Node, reader: YAMLReader) throws {
        let text = key.string ?? ""
        let line = key.mark?.line ?? reader.cursor.line
        if let first = keyLines[text] {
            throw reader.error(
                "expected each key once in a mapping; \(NodeReader.quoted(text)) appears more than once "
                    + "(lines \(first) and \(line))", line: first)
        }
        keyLines[text] = line
        pendingKey = key
    }

    /// Adds a finished item, or the value of the pending key.
    func add(_ node: Node, format: DocumentFormat, reader: YAMLReader) throws {
        if isMapping {
            guard let key = pendingKey else { throw reader.syntaxError("expected a key before a value") }
            pairs.append(Node.Pair(key: key, value: node))
            pendingKey = nil
        } else {
            items.append(node)
        }
        if kind == .flowMapping || kind == .flowSequence { flowState = .separatorOrEnd }
    }
}
