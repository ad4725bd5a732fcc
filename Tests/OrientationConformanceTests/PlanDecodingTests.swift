import Foundation
import OrientationConformance
import OrientationCore
import OrientationTesting
import Testing

/// Every plan `orientation plan` writes is read back by the app's decoder.
@Suite struct PlanDecodingTests {
    static var exampleNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ConformanceFixtures.examples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func thereAreExamples() {
        #expect(Self.exampleNames.count >= 20)
    }

    @Test(arguments: exampleNames)
    func everyExampleScenarioMakesAPlanTheAppReads(_ name: String) throws {
        let url = ConformanceFixtures.examples.appendingPathComponent(name)
        let scenario = try Scenario.load(contentsOf: url)
        let plan = try ConformancePlan.decode(Data(try ConformanceFixtures.planText(url).utf8), file: name)
        let report = Simulation.run(scenario)
        #expect(plan.schemaVersion == ConformancePlan.schemaVersion)
        #expect(plan.source == name)
        #expect(plan.scenario.name == scenario.name)
        #expect(plan.scenario.device.os == scenario.device.os)
        #expect(plan.scenario.device.environment == scenario.device.environment)
        #expect(plan.scenario.app.library == scenario.app.library)
        #expect(plan.scenario.screens.map(\.id) == scenario.screens.map(\.id))
        #expect(plan.scenario.windows.map(\.id) == scenario.windows.map(\.id))
        #expect(plan.predictions.count == report.steps.count)
        for (prediction, record) in zip(plan.predictions, report.steps) {
            #expect(prediction.event == record.event)
            #expect(prediction.orientation == record.orientation)
            #expect(prediction.supported == record.supported)
            #expect(prediction.visible == record.visible)
            #expect(prediction.answer == record.answer)
            #expect(prediction.rules["orientation"] == record.rules.rules(for: .orientation))
        }
        // Every prediction names the rules behind its owner and mask.
        #expect(plan.predictions.allSatisfy { !($0.rules["owner"] ?? []).isEmpty })
        #expect(plan.predictions.allSatisfy { !($0.rules["supported"] ?? []).isEmpty })
        #expect(
            Set(plan.predictions.flatMap { $0.rules.values.flatMap { $0 } }).isSubset(of: Set(plan.ruleTitles.keys)))
    }

    @Test func theScreensCarryWhatTheirClassesAnswer() throws {
        let url = ConformanceFixtures.examples.appendingPathComponent("regression-picker-over-landscape-player.yaml")
        let plan = try ConformancePlan.decode(Data(try ConformanceFixtures.planText(url).utf8), file: "picker")
        let picker = try #require(plan.scenario.screen("picker"))
        #expect(picker.kind == .navigation)
        #expect(picker.classOverrides?.supported == .portrait)
        #expect(plan.scenario.screen("consent")?.classOverrides?.preferred == .portrait)
        // Library mode: a screen with a policy keeps UIKit's defaults.
        #expect(plan.scenario.screen("player")?.classOverrides == nil)
        #expect(plan.scenario.screen("player")?.policy?.orientationPolicy.preferred == .landscapeRight)
        guard case .present("alert", style: .custom) = plan.scenario.steps[1].action else {
            Issue.record("step 2 is \(plan.scenario.steps[1].action)")
            return
        }
    }

    @Test func plainModeTurnsPoliciesIntoClassOverrides() throws {
        let plan = try ConformanceFixtures.plan("plain-player")
        #expect(plan.scenario.screen("player")?.classOverrides?.supported == .landscape)
        #expect(plan.scenario.screen("player")?.classOverrides?.preferred == .landscapeRight)
        #expect(plan.scenario.screen("nav")?.classOverrides == nil)
        let scenario = Scenario(
            app: AppSetup(library: false),
            screens: [ScreenDeclaration(id: "home", policy: .portrait), ScreenDeclaration(id: "hud")], root: "home",
            steps: [
                ScenarioStep(.setPolicy(screen: "home", policy: .landscape)),
                ScenarioStep(.setPolicy(screen: "home", policy: nil)),
            ],
            windows: [WindowDeclaration(id: "overlay", root: "hud", level: 2000)])
        let overlay = try ConformancePlan.decode(
            Data(ConformancePlanWriter.plan(for: scenario, source: nil).utf8), file: "overlay")
        guard case .setPolicy("home", let policy?, let overrides?) = overlay.scenario.steps[0].action else {
            Issue.record("step 1 is \(overlay.scenario.steps[0].action)")
            return
        }
        #expect(overrides.supported == policy.supported)
        // No policy: the class answers UIKit's defaults again.
        #expect(overlay.scenario.steps[1].action == .setPolicy(screen: "home", policy: nil, classOverrides: nil))
        #expect(overlay.scenario.windows.first?.level == 2000)
    }

    @Test func retargetingChangesThePredictions() throws {
        var scenario = try Scenario.load(
            contentsOf: ConformanceFixtures.folder.appendingPathComponent("plain-player.yaml"))
        scenario.device.os = 15
        let plan = try ConformancePlan.decode(
            Data(ConformancePlanWriter.plan(for: scenario, source: nil).utf8), file: "p")
        #expect(plan.scenario.device.os == 15)
        // Below iOS 16 a rotation is not checked against a published mask (rule 23).
        #expect(plan.predictions[2].rules["orientation"]?.contains(20) == false)
    }
}
