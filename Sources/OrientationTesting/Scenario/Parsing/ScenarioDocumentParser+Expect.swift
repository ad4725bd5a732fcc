extension ScenarioDocumentParser {
    /// The keys of an `expect` step.
    static let expectKeys = ["orientation", "visible", "supported", "deciding", "exception"]

    /// Parses the value of an `expect` step.
    func expectation(_ node: Node, _ path: String, _ context: StepContext) throws -> Expectation {
        let fields = try reader.mapping(node, path, allowed: Self.expectKeys,
                                        expected: "a mapping with any of \(Self.expectKeys.joined(separator: ", "))")
        guard !fields.entries.isEmpty else {
            throw reader.error(node, path, "expected at least one of \(Self.expectKeys.joined(separator: ", ")); got an empty mapping")
        }
        var expectation = Expectation()
        for (name, _, value) in fields.entries {
            let keyPath = fields.path(name)
            switch name {
            case "orientation":
                expectation.orientation = try reader.choice(value, keyPath, NameTables.interfaceOrientations)
            case "visible":
                expectation.visible = try screenID(value, keyPath, known: context.ids)
            case "supported":
                expectation.supported = try mask(value, keyPath)
            case "deciding":
                expectation.deciding = try screenID(value, keyPath, known: context.ids)
            default:
                expectation.exception = try exception(value, keyPath)
            }
        }
        return expectation
    }

    /// `none` (or null) for no exception, otherwise text the reason must contain.
    private func exception(_ node: Node, _ path: String) throws -> ExceptionExpectation {
        if reader.isNull(node) || node.string == "none" { return ExceptionExpectation.none }
        return .containing(try reader.string(node, path, expected: "none or text the exception reason contains"))
    }
}
