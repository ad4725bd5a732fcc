extension ScenarioDocumentParser {
    /// The keys of one extra window.
    static let windowKeys = ["id", "root", "level", "hidden", "key", "system"]
    /// Window level names (`UIWindow.Level`).
    static let windowLevels: KeyValuePairs<String, Double> = ["normal": 0, "statusBar": 1000, "alert": 2000]

    /// Parses `windows`: the scene's other windows, each with a root screen
    /// of its own (a declared screen that is no container's child, not the
    /// app's root and no other window's root).
    func windows(_ node: Node, screens: [ScreenDeclaration], root: String) throws -> [WindowDeclaration] {
        let items = try reader.sequence(node, "windows", expected: "a list of windows")
        let ids = Set(screens.map(\.id))
        var parent: [String: String] = [:]
        for screen in screens { for child in screen.children { parent[child] = screen.id } }
        var windows: [WindowDeclaration] = []
        var rootOwner: [String: String] = [:]
        for (index, item) in items.enumerated() {
            let path = NodeReader.index("windows", index)
            let fields = try reader.mapping(
                item, path, allowed: Self.windowKeys,
                expected: "a window mapping with keys \(Self.windowKeys.joined(separator: ", "))")
            let idNode = try fields.required("id", reader, expected: "the window's id")
            let id = try reader.string(idNode, fields.path("id"), expected: "a window id")
            if windows.contains(where: { $0.id == id }) {
                throw reader.error(
                    idNode, fields.path("id"),
                    "expected a unique window id; \(NodeReader.quoted(id)) is already declared")
            }
            let rootNode = try fields.required("root", reader, expected: "the id of the window's root screen")
            let windowRoot = try screenID(rootNode, fields.path("root"), known: ids)
            if windowRoot == root {
                throw reader.error(
                    rootNode, fields.path("root"),
                    "expected a screen of this window only; \(NodeReader.quoted(windowRoot)) is the app window's root")
            }
            if let container = parent[windowRoot] {
                throw reader.error(
                    rootNode, fields.path("root"),
                    "expected a screen without a parent; \(NodeReader.quoted(windowRoot)) is a child of \(NodeReader.quoted(container))"
                )
            }
            if let other = rootOwner[windowRoot] {
                throw reader.error(
                    rootNode, fields.path("root"),
                    "expected a screen of this window only; \(NodeReader.quoted(windowRoot)) is already the root of window \(NodeReader.quoted(other))"
                )
            }
            rootOwner[windowRoot] = id
            var window = WindowDeclaration(id: id, root: windowRoot, line: reader.line(item))
            if let level = fields["level"] { window.level = try self.level(level, fields.path("level")) }
            if let hidden = fields["hidden"] { window.hidden = try reader.bool(hidden, fields.path("hidden")) }
            if let key = fields["key"] { window.key = try reader.bool(key, fields.path("key")) }
            if let system = fields["system"] { window.system = try reader.bool(system, fields.path("system")) }
            windows.append(window)
        }
        return windows
    }

    /// A window level: a name, or a whole number.
    private func level(_ node: Node, _ path: String) throws -> Double {
        if case .scalar = node, let name = node.string, let found = Self.windowLevels.first(where: { $0.key == name }) {
            return found.value
        }
        let expected = "a window level: normal, statusBar, alert or a whole number from -10000000 to 10000000"
        return Double(try reader.int(node, path, in: -10_000_000...10_000_000, expected: expected))
    }
}
