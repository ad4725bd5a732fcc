extension Expectation {
    /// Checks every field this expectation sets against a step's record:
    /// how many held, and one failure per field that did not.
    func check(_ record: StepRecord, line: Int) -> (passed: Int, failures: [ExpectationFailure]) {
        var passed = 0
        var failures: [ExpectationFailure] = []
        func compare(_ key: String, _ holds: Bool, _ expected: String, _ actual: String) {
            if holds {
                passed += 1
            } else {
                failures.append(
                    ExpectationFailure(
                        line: line, key: key, expected: expected, actual: actual,
                        step: record.index))
            }
        }
        if let orientation {
            compare("orientation", record.orientation == orientation, orientation.name, record.orientation.name)
        }
        if let visible {
            compare("visible", record.visible == visible, visible, record.visible ?? "none")
        }
        if let supported {
            compare("supported", record.supported == supported, supported.description, record.supported.description)
        }
        if let deciding {
            compare("deciding", record.deciding == deciding, deciding, record.deciding ?? "none")
        }
        if let calls {
            compare("calls", record.calls.count == calls, "\(calls)", "\(record.calls.count): \(record.calls)")
        }
        if let outcome {
            let actual = ExpectedRotationOutcome(record.rotationOutcome)
            compare(
                "outcome", actual == outcome, outcome.rawValue,
                record.rotationOutcome?.description ?? actual.rawValue)
        }
        switch exception {
        case nil:
            break
        case .some(.none):
            compare("exception", record.exception == nil, "none", record.exception ?? "none")
        case .some(.containing(let text)):
            let holds = record.exception.map { $0.includes(text) } ?? false
            compare("exception", holds, "an exception containing '\(text)'", record.exception ?? "none")
        }
        if let diagnostic {
            let actual = record.diagnosticCodes
            let shown = actual.isEmpty ? "none" : actual.joined(separator: ", ")
            switch diagnostic {
            case .none:
                compare("diagnostic", actual.isEmpty, "none", shown)
            case .including(let codes):
                let wanted = codes.map(\.rawValue)
                compare("diagnostic", wanted.allSatisfy(actual.contains), wanted.joined(separator: ", "), shown)
            }
        }
        return (passed, failures)
    }
}

extension StepRecord {
    /// The `ORI-` codes of the step's diagnostics, in order, each once.
    var diagnosticCodes: [String] {
        var codes: [String] = []
        for line in diagnostics where line.hasPrefix("ORI-") {
            let code = String(line.prefix { $0 != " " && $0 != ":" })
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }
}

extension String {
    /// Substring search available on every OS version (the standard
    /// library's `contains(_:)` for strings needs iOS 16).
    func includes(_ needle: String) -> Bool {
        let hay = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard hay.count >= pattern.count else { return false }
        return (0...(hay.count - pattern.count)).contains { hay[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }
}
