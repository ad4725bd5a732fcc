import Foundation
import OrientationTesting
import Testing

/// Every regression scenario, run through every invariant the property
/// harness checks (issue 17): each one is a case the harness once found
/// (or a mutation that survived), so each must stay clean.
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
        let violations = run.violations(of: scenario)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}
