extension ScenarioDocumentParser {
    /// The keys of an `expect` step.
    static let expectKeys = [
        "orientation", "visible", "supported", "deciding", "exception", "calls", "outcome", "diagnostic",
    ]
    /// The outcomes an `expect` step can name.
    static let outcomes: KeyValuePairs<String, ExpectedRotationOutcome> = [
        "applied": .applied, "refused": .refused, "ignored": .ignored, "superseded": .superseded, "pending": .pending,
    ]

    /// Parses the value of an `expect` step.
    func expectation(_ node: Node, _ path: String, _ context: StepContext) throws -> Expectation {
        let fields = try reader.mapping(
            node, path, allowed: Self.expectKeys,
            expected: "a mapping with any of \(Self.expectKeys.joined(separator: ", "))")
        guard !fields.entries.isEmpty else {
            throw reader.error(
                node, path, "expected at least one of \(Self.expectKeys.joined(separator: ", ")); got an empty mapping")
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
            case "calls":
                expectation.calls = try reader.int(
                    value, keyPath, in: 0...1_000, expected: "a number of calls (0 to 1000)")
            case "outcome":
                expectation.outcome = try reader.choice(value, keyPath, Self.outcomes)
            case "diagnostic":
                expectation.diagnostic = try diagnostic(value, keyPath)
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

    /// `none` (or null) for no diagnostic code, otherwise one code
    /// (`ORI-410`) or a list of them, each a known ``OrientationDiagnosticCode``.
    private func diagnostic(_ node: Node, _ path: String) throws -> DiagnosticExpectation {
        if reader.isNull(node) || node.string == "none" { return DiagnosticExpectation.none }
        var items = [node]
        var isList = false
        if case .sequence = node {
            items = try reader.sequence(node, path, expected: "a list of diagnostic codes")
            isList = true
            guard !items.isEmpty else {
                throw reader.error(node, path, "expected at least one code; write none for a step without diagnostics")
            }
        }
        var codes: [OrientationDiagnosticCode] = []
        for (position, item) in items.enumerated() {
            let itemPath = isList ? NodeReader.index(path, position) : path
            let text = try reader.string(
                item, itemPath, expected: "a diagnostic code such as ORI-410, a list of codes, or none")
            guard let code = OrientationDiagnosticCode(rawValue: text) else {
                throw reader.error(
                    item, itemPath,
                    "expected a diagnostic code the library defines (OrientationDiagnosticCode, such as ORI-410); got \(reader.describe(item))"
                )
            }
            if !codes.contains(code) { codes.append(code) }
        }
        return .including(codes)
    }
}
