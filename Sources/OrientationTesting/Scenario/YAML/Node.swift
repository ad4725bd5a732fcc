/// A node of a scenario document, as the in-house YAML reader builds it:
/// a scalar, a mapping or a sequence, each with the place it starts.
///
/// The surface is the one the scenario parsers use: `.mapping`,
/// `.sequence`, `.scalar`, `scalar.string`, `scalar.style`, `node.mark`,
/// `node.string` and a mapping's `subscript(String)`.
enum Node: Hashable, Sendable {
    /// A scalar: plain, single-quoted or double-quoted text.
    case scalar(Scalar)
    /// A mapping: keys and values in file order.
    case mapping(Mapping)
    /// A sequence: items in file order.
    case sequence(Sequence)

    /// Where a node starts in its file.
    struct Mark: Hashable, Sendable {
        /// The 1-based line.
        var line: Int
        /// The 0-based column, in bytes.
        var column: Int
    }

    /// A scalar's text and how it was written.
    struct Scalar: Hashable, Sendable {
        /// How a scalar was written.
        enum Style: Hashable, Sendable {
            /// Unquoted (`portrait`, `17`, `~`, or empty).
            case plain
            /// In single quotes (`'it''s'`).
            case singleQuoted
            /// In double quotes, with escapes (`"a\tb"`).
            case doubleQuoted
        }

        /// The text, quotes removed and escapes resolved.
        var string: String
        /// How it was written.
        var style: Style
        /// Where it starts.
        var mark: Mark?
    }

    /// A key and its value.
    struct Pair: Hashable, Sendable {
        /// The key (always a scalar).
        var key: Node
        /// The value.
        var value: Node
    }

    /// A mapping's entries, in file order; iterating gives `(key, value)`.
    struct Mapping: Hashable, Sendable, RandomAccessCollection {
        /// The entries.
        var pairs: [Pair]
        /// Where the mapping starts.
        var mark: Mark?

        var startIndex: Int { pairs.startIndex }
        var endIndex: Int { pairs.endIndex }
        subscript(position: Int) -> (key: Node, value: Node) { (pairs[position].key, pairs[position].value) }

        /// The value of the first key whose text is `key`.
        subscript(key: String) -> Node? {
            pairs.first { $0.key.string == key }?.value
        }
    }

    /// A sequence's items, in file order.
    struct Sequence: Hashable, Sendable, RandomAccessCollection {
        /// The items.
        var items: [Node]
        /// Where the sequence starts.
        var mark: Mark?

        var startIndex: Int { items.startIndex }
        var endIndex: Int { items.endIndex }
        subscript(position: Int) -> Node { items[position] }
    }

    /// Where the node starts.
    var mark: Mark? {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// The text of a scalar; `nil` for a mapping or a sequence.
    var string: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }
}
