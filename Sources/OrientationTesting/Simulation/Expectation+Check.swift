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
                failures.append(ExpectationFailure(line: line, key: key, expected: expected, actual: actual,
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
        switch exception {
        case nil:
            break
        case .some(.none):
            compare("exception", record.exception == nil, "none", record.exception ?? "none")
        case .some(.containing(let text)):
            let holds = record.exception.map { $0.includes(text) } ?? false
            compare("exception", holds, "an exception containing '\(text)'", record.exception ?? "none")
        }
        return (passed, failures)
    }
}

extension String {
    /// Substring search available on every OS version (the standard
    /// library's `contains(_:)` for strings needs iOS 16).
    func includes(_ needle: String) -> Bool {
        let hay = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard hay.count >= pattern.count else { return false }
        return (0...(hay.count - pattern.count)).contains { hay[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }
}
