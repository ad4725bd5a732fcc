import Foundation

/// One XCTest test per plan (CONFORMANCE-REVIEW finding 11): which plans
/// the UI test builds a test for, each test's name, and what a plan's test
/// does with the list the app publishes. The UI test's
/// `defaultTestSuite` only forwards to this type.
///
/// The plan names come from the UI test's environment (``environmentKey``,
/// set by `scripts/conformance-simulator` through xcodebuild's
/// `TEST_RUNNER_` prefix), because the test bundle does not hold the
/// plans; without it the UI test keeps one test for every plan.
public enum PlanTestSelection {
    /// The environment variable listing the plans to build a test for,
    /// separated by commas or new lines.
    public static let environmentKey = "CONFORMANCE_PLANS"

    /// What one plan's test does, given the app's plan list.
    public enum Decision: Sendable, Hashable {
        /// Replay the plan.
        case replay(PlanListing)
        /// Skip the test: this device cannot run the plan (``PlanApplicability``).
        case skip(reason: String)
        /// Fail the test: the app bundles no plan of that name.
        case missing(String)
    }

    /// The plan names the environment lists, in order, blanks and repeats dropped.
    public static func planNames(environment: [String: String]) -> [String] {
        var seen = Set<String>()
        return (environment[environmentKey] ?? "")
            .split(whereSeparator: { $0 == "," || $0 == "\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Each plan's test method name, `test_` and the plan's name with every
    /// character that cannot be in an Objective-C selector made `_`
    /// (`video-app` -> `test_video_app`); a name already taken gets `_2`,
    /// `_3`, ... so every plan has its own test.
    public static func testNames(forPlans plans: [String]) -> [(plan: String, test: String)] {
        var taken = Set<String>()
        return plans.map { plan in
            let base =
                "test_"
                + String(
                    plan.unicodeScalars.map { scalar in
                        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")
                            ? Character(scalar) : "_"
                    })
            var name = base
            var suffix = 2
            while !taken.insert(name).inserted {
                name = "\(base)_\(suffix)"
                suffix += 1
            }
            return (plan, name)
        }
    }

    /// What a plan's test does with the list the app publishes.
    public static func decision(forPlan name: String, in listings: [PlanListing]) -> Decision {
        guard let listing = listings.first(where: { $0.name == name }) else {
            return .missing("the app bundles no plan named '\(name)': run scripts/make-conformance-plans again")
        }
        if let reason = listing.skipReason { return .skip(reason: reason) }
        return .replay(listing)
    }
}
