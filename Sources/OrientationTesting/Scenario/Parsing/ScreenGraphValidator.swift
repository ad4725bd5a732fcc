/// Checks that declared children form a forest: a screen has one parent at
/// most, the root has none, and no container contains itself.
struct ScreenGraphValidator {
    /// Typed node access, for errors.
    let reader: NodeReader

    /// Throws the first structural problem.
    func validate(_ screens: [ScreenDeclaration], screensNode: Node, root: String, rootNode: Node) throws {
        let items = (try? reader.sequence(screensNode, "screens", expected: "a list")) ?? []
        var parent: [String: String] = [:]
        for (index, screen) in screens.enumerated() {
            for (position, child) in screen.children.enumerated() {
                let path = NodeReader.index(NodeReader.join(NodeReader.index("screens", index), "children"), position)
                let node = childNode(items, index, position) ?? screensNode
                if let other = parent[child] {
                    throw reader.error(
                        node, path,
                        "expected a screen with one parent; \(NodeReader.quoted(child)) is already a child of \(NodeReader.quoted(other))"
                    )
                }
                if child == screen.id {
                    throw reader.error(
                        node, path, "expected another screen; \(NodeReader.quoted(child)) cannot contain itself")
                }
                parent[child] = screen.id
            }
        }
        if let container = parent[root] {
            throw reader.error(
                rootNode, "root",
                "expected a screen without a parent; \(NodeReader.quoted(root)) is a child of \(NodeReader.quoted(container))"
            )
        }
        for (index, screen) in screens.enumerated() {
            var seen: Set<String> = [screen.id]
            var current = screen.id
            while let up = parent[current] {
                guard seen.insert(up).inserted else {
                    throw reader.error(
                        items.indices.contains(index) ? items[index] : screensNode,
                        NodeReader.index("screens", index),
                        "expected containers without cycles; \(NodeReader.quoted(screen.id)) contains itself through \(NodeReader.quoted(up))"
                    )
                }
                current = up
            }
        }
    }

    private func childNode(_ items: [Node], _ index: Int, _ position: Int) -> Node? {
        guard items.indices.contains(index), case .mapping(let mapping) = items[index],
            case .sequence(let children)? = mapping["children"], children.indices.contains(position)
        else { return nil }
        return children[position]
    }
}
