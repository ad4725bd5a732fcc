extension ScenarioDocumentParser {
    /// The keys of an `overrides` map.
    static let overridesKeys = ["supported", "preferred"]

    /// A screen's `overrides`: what its class returns from
    /// `supportedInterfaceOrientations` and
    /// `preferredInterfaceOrientationForPresentation`. A mask name or list
    /// (`portrait`, `[landscapeLeft, landscapeRight]`) is the supported mask
    /// alone; a map has `supported` and `preferred`, at least one of them.
    func overrides(_ node: Node, _ path: String) throws -> ViewControllerOverrides {
        guard case .mapping = node else {
            if case .scalar = node, reader.isNull(node) {
                throw reader.mismatch(
                    node, path, expected: "a mask or a map with \(Self.overridesKeys.joined(separator: ", "))")
            }
            return ViewControllerOverrides(supported: try nonEmptyMask(node, path))
        }
        let fields = try reader.mapping(
            node, path, allowed: Self.overridesKeys,
            expected: "an overrides map with \(Self.overridesKeys.joined(separator: ", "))")
        guard !fields.entries.isEmpty else {
            throw reader.error(node, path, "expected supported, preferred or both; got an empty map")
        }
        var overrides = ViewControllerOverrides()
        for (name, _, value) in fields.entries {
            if name == "supported" {
                overrides.supported = try nonEmptyMask(value, fields.path(name))
            } else {
                overrides.preferredForPresentation = try reader.choice(
                    value, fields.path(name),
                    NameTables.interfaceOrientations)
            }
        }
        return overrides
    }

    /// A mask that allows something: UIKit's getter must never return an empty one (rule 9).
    private func nonEmptyMask(_ node: Node, _ path: String) throws -> InterfaceOrientationMask {
        let value = try mask(node, path)
        guard !value.isEmpty else {
            throw reader.error(
                node, path,
                "expected at least one orientation; supportedInterfaceOrientations never returns none (rule 9)")
        }
        return value
    }

    /// A container's or hosting controller's `visible` children: one id or
    /// a list of ids, each one of the screen's own `children`, no repeats.
    func visibleChildren(_ node: Node, _ path: String, of declaration: ScreenDeclaration) throws -> [String] {
        guard declaration.kind == .container || declaration.kind == .hosting else {
            throw reader.error(
                node, path,
                "expected visible only on a container or hosting screen; a navigation screen shows its top, a tabBar its selected tab (selectTab), a split its last column"
            )
        }
        var items = [node]
        var isList = false
        if case .sequence = node {
            items = try reader.sequence(node, path, expected: "a list of child ids")
            isList = true
        }
        var ids: [String] = []
        for (position, item) in items.enumerated() {
            let itemPath = isList ? NodeReader.index(path, position) : path
            let id = try reader.string(item, itemPath, expected: "the id of one of the screen's children")
            guard declaration.children.contains(id) else {
                let children =
                    declaration.children.isEmpty ? "it has none" : declaration.children.joined(separator: ", ")
                throw reader.error(
                    item, itemPath, "expected one of the screen's children (\(children)); got \(reader.describe(item))")
            }
            guard !ids.contains(id) else {
                throw reader.error(item, itemPath, "expected each child once; \(NodeReader.quoted(id)) is listed twice")
            }
            ids.append(id)
        }
        return ids
    }
}
