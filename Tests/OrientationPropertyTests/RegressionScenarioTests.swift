import Foundation
import OrientationTesting
import Testing

/// Every regression scenario, run through every invariant the property
/// harness checks (issue 17): each one is a case the harness once found
/// (or a mutation that survived), so each must stay clean of everything
/// the user would see. Wasted calls of a known class (KnownViolations) are
/// printed, not failed: their budget is the property runs'.
@Suite("Regression scenarios hold every invariant")
struct RegressionScenarioTests {
    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ScenarioFuzzTests.folder.path)) ?? []
        return names.filter { $0.hasPrefix("regression-") && $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("the regression scenarios are there")
    func present() {
        #expect(Self.files.count >= 25)
    }

    @Test(arguments: files)
    func invariantsHold(_ name: String) throws {
        let scenario = try Scenario.load(contentsOf: ScenarioFuzzTests.folder.appendingPathComponent(name))
        let run = PropertyRun(scenario, assumptions: UIKitAssumptions())
        let all = run.violations(of: scenario)
        let wasted = all.filter { KnownViolations.classify($0)?.isEfficiency == true }
        if !wasted.isEmpty { print("[\(name)] wasted calls of a known class: \(wasted)") }
        let violations = all.filter { KnownViolations.classify($0)?.isEfficiency != true }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}
