/// Typed access to the YAML reader's nodes; every failure is a ``ScenarioError``
/// at the node's line, naming the key path.
struct NodeReader: Sendable {
    /// The file name for errors.
    let fileName: String

    /// The 1-based line of a node.
    func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    /// An error at a node.
    func error(_ node: Node, _ path: String, _ message: String) -> ScenarioError {
        ScenarioError(file: fileName, line: line(node), key: path.isEmpty ? "(document)" : path, message: message)
    }

    /// An error saying what was expected and what the node is.
    func mismatch(_ node: Node, _ path: String, expected: String) -> ScenarioError {
        error(node, path, "expected \(expected); got \(describe(node))")
    }

    /// True for `~`, `null` and empty plain scalars.
    func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How an error shows a node: `'sideways'`, `a list`, `a mapping`, `null`.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            return isNull(node) ? "null" : Self.quoted(scalar.string)
        }
    }

    /// Text as an error shows it: quoted, control characters blanked, cut at 40 characters.
    static func quoted(_ text: String) -> String {
        var shown = String(String.UnicodeScalarView(text.unicodeScalars.prefix(41).map { $0.value < 0x20 ? " " : $0 }))
        if shown.unicodeScalars.count > 40 {
            shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(40))) + "..."
        }
        return "'\(shown)'"
    }

    /// The path of a key inside a mapping at `path`.
    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The path of an element of a list at `path`.
    static func index(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }

    /// A mapping whose keys must all be in `allowed`.
    func mapping(_ node: Node, _ path: String, allowed: [String], expected: String) throws -> Fields {
        guard case .mapping(let mapping) = node else { throw mismatch(node, path, expected: expected) }
        var fields = Fields(node: node, path: path)
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                throw mismatch(key, path, expected: "key names (\(allowed.joined(separator: ", ")))")
            }
            guard allowed.contains(scalar.string) else {
                let shown = String(Self.quoted(scalar.string).dropFirst().dropLast())
                throw error(
                    key, Self.join(path, shown),
                    "unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
            fields.entries.append((scalar.string, key, value))
        }
        return fields
    }

    /// The elements of a list.
    func sequence(_ node: Node, _ path: String, expected: String) throws -> [Node] {
        guard case .sequence(let sequence) = node else { throw mismatch(node, path, expected: expected) }
        return Array(sequence)
    }

    /// A non-empty text value.
    func string(_ node: Node, _ path: String, expected: String) throws -> String {
        guard case .scalar(let scalar) = node, !isNull(node), !scalar.string.isEmpty else {
            throw mismatch(node, path, expected: expected)
        }
        return scalar.string
    }

    /// An integer in a range.
    func int(_ node: Node, _ path: String, in range: ClosedRange<Int>, expected: String) throws -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string), range.contains(value) else {
            throw mismatch(node, path, expected: expected)
        }
        return value
    }

    /// `true` or `false`.
    func bool(_ node: Node, _ path: String) throws -> Bool {
        if case .scalar(let scalar) = node {
            switch scalar.string {
            case "true", "True", "TRUE", "yes", "Yes": return true
            case "false", "False", "FALSE", "no", "No": return false
            default: break
            }
        }
        throw mismatch(node, path, expected: "true or false")
    }

    /// One of a fixed list of names.
    func choice<T>(_ node: Node, _ path: String, _ choices: KeyValuePairs<String, T>) throws -> T {
        if case .scalar = node, !isNull(node), let found = choices.first(where: { $0.key == node.string }) {
            return found.value
        }
        throw mismatch(node, path, expected: "one of \(choices.map(\.key).joined(separator: ", "))")
    }
}
