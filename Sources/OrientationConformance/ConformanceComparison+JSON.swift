import Foundation

/// The JSON report of `orientation compare --format json`.
extension ConformanceComparison {
    /// The report as pretty-printed JSON with sorted keys, ending with a newline.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Document(self))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        var plan: String
        var source: String?
        var device: ObservedDevice
        var environment: ObservedEnvironment
        var notes: [String]
        var conditions: [Condition]
        var steps: [Step]
        var crash: CrashRecord?
        var mismatches: Int
        var comparedSteps: Int
        var summary: String

        init(_ comparison: ConformanceComparison) {
            plan = comparison.planName
            source = comparison.planSource
            device = comparison.device
            environment = comparison.environment
            notes = comparison.notes
            conditions = comparison.conditions.map(Condition.init)
            steps = comparison.steps.map { Step($0, titles: comparison.ruleTitles) }
            crash = comparison.crash
            mismatches = comparison.mismatchCount
            comparedSteps = comparison.comparedSteps
            summary = comparison.summary
        }
    }

    private struct Condition: Encodable {
        var name: String
        var planned: String
        var observed: String
        var agrees: Bool
        var rules: [Int]

        init(_ check: ConditionCheck) {
            name = check.name
            planned = check.planned
            observed = check.observed
            agrees = check.agrees
            rules = check.rules
        }
    }

    private struct Step: Encodable {
        var index: Int
        var event: String
        var status: ObservedStep.Status
        var note: String?
        var agrees: Bool
        var fields: [Field]

        init(_ step: StepComparison, titles: [Int: String]) {
            index = step.index
            event = step.event
            status = step.status
            note = step.note
            agrees = step.mismatches.isEmpty
            fields = step.fields.map { Field($0, titles: titles) }
        }
    }

    private struct Field: Encodable {
        var field: ConformanceField
        var outcome: FieldComparison.Outcome
        var predicted: ObservedValue
        var observed: ObservedValue?
        var rules: [Rule]
        var explanation: String?

        init(_ comparison: FieldComparison, titles: [Int: String]) {
            field = comparison.field
            outcome = comparison.outcome
            predicted = comparison.predicted
            observed = comparison.observed
            rules = comparison.rules.map { Rule(number: $0, title: titles[$0]) }
            explanation =
                comparison.outcome == .mismatch && comparison.rules.isEmpty
                ? comparison.field.explanationWithoutRules : nil
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: AnyKey.self)
            try c.encode(field, forKey: AnyKey("field"))
            try c.encode(outcome, forKey: AnyKey("outcome"))
            try c.encode(predicted, forKey: AnyKey("predicted"))
            if let observed { try c.encode(observed, forKey: AnyKey("observed")) }
            try c.encode(rules, forKey: AnyKey("rules"))
            if let explanation { try c.encode(explanation, forKey: AnyKey("explanation")) }
        }
    }

    private struct Rule: Encodable {
        var number: Int
        var title: String?
    }
}
