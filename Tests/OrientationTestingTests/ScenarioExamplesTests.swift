import Foundation
import OrientationTesting
import Testing

/// The example scenarios parse and hold every expectation in the model.
@Suite struct ScenarioExamplesTests {
    /// `Examples/Scenarios`, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scenarios")

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func theExamplesAreThere() {
        let names = Set(Self.files.map(\.lastPathComponent))
        for expected in [
            "video-app.yaml", "video-app-plain.yaml", "jongwonwoo-player.yaml",
            "jongwonwoo-player-plain.yaml", "presentation-styles-plain.yaml", "swiftui-readme.yaml",
        ] {
            #expect(names.contains(expected), "\(expected) is missing")
        }
    }

    @Test(arguments: files.map(\.lastPathComponent))
    func exampleHoldsInTheModel(_ name: String) throws {
        let scenario = try Scenario.load(contentsOf: Self.folder.appendingPathComponent(name))
        #expect(scenario.steps.contains { if case .expect = $0.action { true } else { false } })
        let report = Simulation.run(scenario)
        #expect(report.exitCode == 0, "\(ReportTextFormatter().format(report))")
    }

    @Test func builtInScenarioIsTheVideoAppFile() throws {
        let file = try String(contentsOf: Self.folder.appendingPathComponent("video-app.yaml"), encoding: .utf8)
        #expect(BuiltInScenario.videoAppYAML == file)
        #expect(
            try BuiltInScenario.videoApp()
                == Scenario.load(contentsOf: Self.folder.appendingPathComponent("video-app.yaml")))
    }
}
