/// The entries of one YAML mapping, by key name, with the key nodes for lines.
struct Fields {
    /// The mapping itself.
    let node: Node
    /// Its key path.
    let path: String
    /// Key name, key node, value node, in file order.
    var entries: [(name: String, key: Node, value: Node)] = []

    /// Creates an empty set of fields for a mapping.
    init(node: Node, path: String) {
        self.node = node
        self.path = path
    }

    /// The value under a key.
    subscript(name: String) -> Node? { entries.first { $0.name == name }?.value }

    /// The path of a key in this mapping.
    func path(_ name: String) -> String { NodeReader.join(path, name) }

    /// The value under a required key, or an error at the mapping's line.
    func required(_ name: String, _ reader: NodeReader, expected: String) throws -> Node {
        guard let value = self[name] else {
            throw reader.error(node, path(name), "expected \(expected); the key is missing")
        }
        return value
    }
}
