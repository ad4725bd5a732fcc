extension ScenarioDocumentParser {
    /// The keys of one screen.
    static let screenKeys = ["id", "kind", "children", "policy", "overrides", "visible"]

    /// Parses `screens`; ids must be unique.
    func screens(_ node: Node, idiom: Idiom) throws -> [ScreenDeclaration] {
        let items = try reader.sequence(node, "screens", expected: "a list of screens")
        guard !items.isEmpty else {
            throw reader.error(node, "screens", "expected at least one screen; got an empty list")
        }
        var declarations: [ScreenDeclaration] = []
        var firstLine: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let path = NodeReader.index("screens", index)
            let fields = try reader.mapping(
                item, path, allowed: Self.screenKeys,
                expected: "a screen mapping with keys \(Self.screenKeys.joined(separator: ", "))")
            let idNode = try fields.required("id", reader, expected: "the screen's id")
            let id = try reader.string(idNode, fields.path("id"), expected: "a screen id")
            if let line = firstLine[id] {
                throw reader.error(
                    idNode, fields.path("id"),
                    "expected a unique id; \(NodeReader.quoted(id)) is already declared on line \(line)")
            }
            firstLine[id] = reader.line(idNode)
            var declaration = ScreenDeclaration(id: id, line: reader.line(item))
            if let kind = fields["kind"] {
                declaration.kind = try reader.choice(kind, fields.path("kind"), NameTables.kinds)
            }
            if let policy = fields["policy"] {
                declaration.policy = try self.policy(policy, fields.path("policy"), idiom: idiom)
            }
            if let overrides = fields["overrides"] {
                declaration.overrides = try self.overrides(overrides, fields.path("overrides"))
            }
            declarations.append(declaration)
        }
        // Children refer to ids, so they are read once every id is known.
        let ids = Set(declarations.map(\.id))
        for (index, item) in items.enumerated() {
            let path = NodeReader.index("screens", index)
            guard case .mapping(let mapping) = item, let childrenNode = mapping["children"] else { continue }
            let childrenPath = NodeReader.join(path, "children")
            guard declarations[index].kind != .plain else {
                throw reader.error(
                    childrenNode, childrenPath,
                    "expected no children on a plain screen; give it kind navigation, tabBar, split, container or hosting"
                )
            }
            let children = try reader.sequence(childrenNode, childrenPath, expected: "a list of screen ids")
            for (position, child) in children.enumerated() {
                declarations[index].children.append(
                    try screenID(child, NodeReader.index(childrenPath, position), known: ids))
            }
        }
        // Visible children refer to the screen's own children.
        for (index, item) in items.enumerated() {
            guard case .mapping(let mapping) = item, let visibleNode = mapping["visible"] else { continue }
            let path = NodeReader.join(NodeReader.index("screens", index), "visible")
            declarations[index].visible = try visibleChildren(visibleNode, path, of: declarations[index])
        }
        return declarations
    }
}
