extension ScenarioDocumentParser {
    /// Every step action, in the format's order.
    static let actions = [
        "rotateDevice", "push", "present", "dismiss", "pop", "selectTab", "setPolicy",
        "rotate", "background", "foreground", "resize", "fold", "unfold", "expect",
        "showWindow", "hideWindow", "interactivePop", "interactiveDismiss", "rotationLock",
    ]
    /// The keys of a `present` step's mapping.
    static let presentKeys = ["screen", "style"]
    /// The keys of a `setPolicy` step.
    static let setPolicyKeys = ["screen", "policy"]
    /// The phases of an interactive gesture.
    static let gesturePhases: KeyValuePairs<String, InteractiveGesturePhase> = [
        "begin": .begin, "finish": .finish, "cancel": .cancel,
    ]
    /// Actions written as a bare word.
    static let bareActions: [String: ScenarioAction] = [
        "dismiss": .dismiss, "pop": .pop, "background": .background, "foreground": .foreground,
        "resize": .resize, "fold": .fold, "unfold": .unfold,
    ]

    /// Parses `steps`.
    func steps(_ node: Node, _ context: StepContext) throws -> [ScenarioStep] {
        let items = try reader.sequence(node, "steps", expected: "a list of steps")
        var steps: [ScenarioStep] = []
        for (index, item) in items.enumerated() {
            steps.append(
                ScenarioStep(try step(item, NodeReader.index("steps", index), context), line: reader.line(item)))
        }
        return steps
    }

    private func step(_ node: Node, _ path: String, _ context: StepContext) throws -> ScenarioAction {
        let expected = "a step: one of \(Self.actions.joined(separator: ", "))"
        if case .scalar = node {
            if let action = node.string.flatMap({ Self.bareActions[$0] }) { return action }
            throw reader.mismatch(node, path, expected: expected)
        }
        let fields = try reader.mapping(node, path, allowed: Self.actions, expected: expected)
        guard fields.entries.count == 1, let (name, _, value) = fields.entries.first else {
            let names = fields.entries.map(\.name).joined(separator: " and ")
            throw reader.error(
                node, path, "expected exactly one action per step; got \(fields.entries.isEmpty ? "none" : names)")
        }
        let actionPath = fields.path(name)
        if let bare = Self.bareActions[name] {
            guard reader.isNull(value) else { throw reader.mismatch(value, actionPath, expected: "no value") }
            return bare
        }
        switch name {
        case "rotateDevice":
            return .rotateDevice(try reader.choice(value, actionPath, NameTables.deviceOrientations))
        case "push":
            return .push(try screenID(value, actionPath, known: context.ids))
        case "present":
            return try present(value, actionPath, context)
        case "selectTab":
            return .selectTab(try reader.int(value, actionPath, in: 0...Int.max, expected: "a tab index (0 or more)"))
        case "setPolicy":
            return try setPolicy(value, actionPath, context)
        case "rotate":
            return .rotate(try reader.choice(value, actionPath, NameTables.interfaceOrientations))
        case "showWindow":
            return .showWindow(try windowID(value, actionPath, context))
        case "hideWindow":
            return .hideWindow(try windowID(value, actionPath, context))
        case "interactivePop":
            return .interactivePop(try reader.choice(value, actionPath, Self.gesturePhases))
        case "interactiveDismiss":
            return .interactiveDismiss(try reader.choice(value, actionPath, Self.gesturePhases))
        case "rotationLock":
            return try rotationLockStep(value, actionPath, context)
        default:
            return .expect(try expectation(value, actionPath, context))
        }
    }

    private func windowID(_ node: Node, _ path: String, _ context: StepContext) throws -> String {
        let id = try reader.string(node, path, expected: "a window id")
        guard context.windowIDs.contains(id) else {
            let known = context.windowIDs.sorted().joined(separator: ", ")
            throw reader.error(
                node, path,
                context.windowIDs.isEmpty
                    ? "expected the id of a window declared under windows; none is declared"
                    : "expected the id of a declared window (\(known)); got \(reader.describe(node))")
        }
        return id
    }

    private func present(_ node: Node, _ path: String, _ context: StepContext) throws -> ScenarioAction {
        if case .scalar = node {
            return .present(try screenID(node, path, known: context.ids), style: .fullScreen)
        }
        let fields = try reader.mapping(
            node, path, allowed: Self.presentKeys,
            expected: "a screen id or a mapping with screen and style")
        let screenNode = try fields.required("screen", reader, expected: "the id of the screen to present")
        let screen = try screenID(screenNode, fields.path("screen"), known: context.ids)
        let style =
            try fields["style"].map { (value: Node) throws in
                try reader.choice(value, fields.path("style"), NameTables.styles)
            } ?? .fullScreen
        return .present(screen, style: style)
    }

    private func setPolicy(_ node: Node, _ path: String, _ context: StepContext) throws -> ScenarioAction {
        let fields = try reader.mapping(
            node, path, allowed: Self.setPolicyKeys,
            expected: "a mapping with screen and policy")
        let screenNode = try fields.required("screen", reader, expected: "the id of the screen whose policy changes")
        let screen = try screenID(screenNode, fields.path("screen"), known: context.ids)
        let policyNode = try fields.required("policy", reader, expected: "the new policy, or none")
        return .setPolicy(
            screen: screen, policy: try optionalPolicy(policyNode, fields.path("policy"), idiom: context.idiom))
    }
}
