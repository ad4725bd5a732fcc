import Foundation
import OrientationTesting
import Testing

/// A failing property case leaves its shrunk scenario and a storyboard beside it.
@Suite struct FailureArtifactsTests {
    @Test func writesTheScenarioAndItsStoryboard() throws {
        let genome = AppGenome(app: [0, 0, 0, 0, 0, 0, 7], events: [5, 11 * 3 + 5])
        let report = Simulation.run(genome.scenario, assumptions: genome.assumptions)
        let name = "test-\(UUID().uuidString)"
        let printed = FailureArtifacts.write(genome, report: report, name: name)
        let yaml = FailureArtifacts.folder.appendingPathComponent(name + ".yaml")
        let html = FailureArtifacts.folder.appendingPathComponent(name + ".html")
        defer {
            try? FileManager.default.removeItem(at: yaml)
            try? FileManager.default.removeItem(at: html)
        }
        #expect(printed == "scenario file: \(yaml.path)\nstoryboard: \(html.path)")
        let reread = try ScenarioParser(fileName: "case.yaml").parse(String(contentsOf: yaml, encoding: .utf8))
        #expect(reread.steps.map(\.action) == genome.scenario.steps.map(\.action))
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page == report.storyboardHTML())
        #expect(page.components(separatedBy: "<g class=\"frame").count - 1 == report.steps.count)
    }
}
