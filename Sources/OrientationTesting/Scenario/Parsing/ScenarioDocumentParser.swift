/// Builds a ``Scenario`` from a composed YAML document, section by section.
struct ScenarioDocumentParser {
    /// Typed node access.
    let reader: NodeReader

    /// The top-level keys of a scenario file.
    static let topKeys = ["name", "device", "app", "screens", "root", "steps", "windows"]

    /// Parses and validates a whole scenario.
    func scenario(from node: Node) throws -> Scenario {
        let fields = try reader.mapping(
            node, "", allowed: Self.topKeys,
            expected: "a scenario mapping with keys \(Self.topKeys.joined(separator: ", "))")
        var name: String?
        if let value = fields["name"], !reader.isNull(value) {
            name = try reader.string(value, "name", expected: "a name")
        }
        let device =
            try fields["device"].map { (value: Node) throws in try self.device(value) }
            ?? DeviceSetup()
        let app = try fields["app"].map { (value: Node) throws in try self.app(value) } ?? AppSetup()
        let screensNode = try fields.required("screens", reader, expected: "a list of screens")
        let screens = try self.screens(screensNode, idiom: device.idiom)
        let ids = Set(screens.map(\.id))
        let rootNode = try fields.required("root", reader, expected: "the id of the window's root screen")
        let root = try screenID(rootNode, "root", known: ids)
        try ScreenGraphValidator(reader: reader).validate(
            screens, screensNode: screensNode, root: root, rootNode: rootNode)
        var windows: [WindowDeclaration] = []
        if let windowsNode = fields["windows"], !reader.isNull(windowsNode) {
            windows = try self.windows(windowsNode, screens: screens, root: root)
        }
        var steps: [ScenarioStep] = []
        if let stepsNode = fields["steps"], !reader.isNull(stepsNode) {
            var context = StepContext(ids: ids, idiom: device.idiom)
            context.windowIDs = Set(windows.map(\.id))
            context.rotationLockProblem = Self.rotationLockProblem(device)
            steps = try self.steps(stepsNode, context)
        }
        return Scenario(
            name: name, device: device, app: app, screens: screens, root: root, steps: steps,
            windows: windows)
    }

    /// A reference to a declared screen.
    func screenID(_ node: Node, _ path: String, known ids: Set<String>) throws -> String {
        let id = try reader.string(node, path, expected: "a screen id")
        guard ids.contains(id) else {
            let sorted = ids.sorted()
            let list = sorted.prefix(12).joined(separator: ", ") + (sorted.count > 12 ? ", ..." : "")
            throw reader.error(
                node, path, "expected the id of a declared screen (\(list)); got \(reader.describe(node))")
        }
        return id
    }
}

/// What step parsing needs to know about the rest of the file.
struct StepContext {
    /// Every declared screen id.
    let ids: Set<String>
    /// The device's idiom (default masks).
    let idiom: Idiom
    /// Every declared extra window id.
    var windowIDs: Set<String> = []
    /// Why this device's rotation lock cannot be turned, or `nil`.
    var rotationLockProblem: String?
}
