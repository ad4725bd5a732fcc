/// The unattended UI test's verdict on one plan, and how it observes a
/// UIKit exception the model predicts (CONFORMANCE-REVIEW finding 7).
///
/// When UIKit raises as predicted, the app dies. XCTest then records issues
/// of its own ("Application ... is not running", "Lost connection", a crash
/// report) that would turn the test red although UIKit did exactly what the
/// model says. While a plan predicted to raise runs and after its app died,
/// the test hands each issue XCTest records to ``absorbs(_:appDied:lastStepSeen:)``; the
/// ones it absorbs are kept as notes, not failures. The run is then judged
/// on what the relaunched app reports: ``verdict(_:)``.
public struct PredictedRaise: Sendable, Hashable {
    /// The step at which the model predicts that UIKit raises, or `nil`.
    public var step: Int?

    /// The mark of the test's own failure messages, which are never absorbed.
    public static let ownIssuePrefix = "conformance:"

    /// What XCTest says when the app under test dies under it.
    static let deathPhrases = [
        "is not running", "not running", "crashed", "lost connection", "terminated", "exited",
        "application state", "no longer running", "failed to get matching snapshot",
    ]

    /// A prediction for a plan (``PlanListing/raisesAt``).
    public init(step: Int?) {
        self.step = step
    }

    /// True when an issue XCTest records is the predicted raise seen from
    /// the test's side: the plan predicts a raise, the run reached it (the
    /// app died, or the last status read was at or past the predicted
    /// step, since a query in flight fails before the test sees the app
    /// gone; a raise at launch, step 0, is reached from the start), and the
    /// issue says the app is gone (not one of the test's own).
    public func absorbs(_ issue: String, appDied: Bool, lastStepSeen: Int? = nil) -> Bool {
        guard let step, !issue.contains(Self.ownIssuePrefix) else { return false }
        let reached = appDied || step == 0 || (lastStepSeen.map { $0 >= step } ?? false)
        guard reached else { return false }
        let text = issue.lowercased()
        return Self.deathPhrases.contains { text.contains($0) }
    }

    /// The test's verdict on how the run ended.
    public func verdict(_ end: UnattendedStatus) -> RunVerdict {
        switch (end, step) {
        case (.finished(let mismatches, _), nil):
            return mismatches == 0
                ? .agrees(nil) : .disagrees("\(mismatches) field(s) disagree with the model")
        case (.finished(let mismatches, _), let predicted?):
            return .disagrees(
                "the model predicts that UIKit raises at step \(predicted); the run finished without a raise"
                    + (mismatches > 0 ? " and \(mismatches) field(s) disagree" : ""))
        case (.raised(let raised, _), nil):
            return .disagrees("UIKit raised at step \(raised); the model predicts no exception")
        case (.raised(let raised, let mismatches), let predicted?):
            guard raised == predicted else {
                return .disagrees("UIKit raised at step \(raised); the model predicts step \(predicted)")
            }
            return mismatches == 0
                ? .agrees("UIKit raised at step \(raised), as the model predicts")
                : .disagrees("UIKit raised at step \(raised) as predicted, but \(mismatches) field(s) disagree")
        default:
            return .disagrees("the run ended as '\(end)'")
        }
    }
}

/// The verdict on one plan's run.
public enum RunVerdict: Sendable, Hashable {
    /// The device agrees with the model (with a note, e.g. the predicted raise).
    case agrees(String?)
    /// The device disagrees, or the run did not end properly: why.
    case disagrees(String)
}
