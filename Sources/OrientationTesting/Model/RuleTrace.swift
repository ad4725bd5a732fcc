/// The UIKit rules (`docs/UIKitRules.md`) the model applied to predict one
/// step, grouped by the field of the step they explain: the rules that chose
/// the owner, the mask, the app's answer, the orientation, the exception.
///
/// A conformance run (`orientation plan`, `orientation compare`) names these
/// rules when a real device disagrees with a field, so that a mismatch
/// points at the rules to revisit.
public struct RuleTrace: Sendable, Hashable {
    /// A field of a step that rules explain.
    public enum Aspect: String, Sendable, Hashable, CaseIterable {
        /// The view controller UIKit asks (rules 5-7, 12, 38-43, 51-54).
        case owner
        /// The effective supported mask (rules 4, 9, 12-16, 28-30, 60-67).
        case supported
        /// The app's answer to UIKit's question (rules 14, 15, 52, 70).
        case answer
        /// The interface orientation shown (rules 19-27, 56, 62-68, 72).
        case orientation
        /// Whether UIKit raises (rules 17, 18).
        case exception
        /// `UIDevice.orientation` (rules 1, 2, 56).
        case device
        /// The orientation lock preference held by UIKit (rule 68).
        case orientationLocked
    }

    private var table: [Aspect: Set<Int>] = [:]

    /// An empty trace.
    public init() {}

    /// Records rules for one aspect.
    public mutating func cite(_ rules: Int..., for aspect: Aspect) {
        cite(rules, for: aspect)
    }

    /// Records rules for one aspect.
    public mutating func cite(_ rules: [Int], for aspect: Aspect) {
        guard !rules.isEmpty else { return }
        table[aspect, default: []].formUnion(rules)
    }

    /// The rules recorded for one aspect, in ascending order.
    public func rules(for aspect: Aspect) -> [Int] {
        (table[aspect] ?? []).sorted()
    }

    /// Every rule recorded, in ascending order.
    public var all: [Int] {
        table.values.reduce(into: Set<Int>()) { $0.formUnion($1) }.sorted()
    }

    /// True when no rule is recorded.
    public var isEmpty: Bool { table.values.allSatisfy(\.isEmpty) }

    /// This trace with the rules of another added.
    public func merging(_ other: RuleTrace) -> RuleTrace {
        var merged = self
        for (aspect, rules) in other.table { merged.cite(Array(rules), for: aspect) }
        return merged
    }
}
