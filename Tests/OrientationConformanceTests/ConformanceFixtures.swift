import Foundation
import OrientationConformance
import OrientationTesting

/// The fixture scenarios and hand-written observation files of
/// `Fixtures/`, and plans made from scenarios the way `orientation plan` makes them.
enum ConformanceFixtures {
    /// `Tests/OrientationConformanceTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `Examples/Scenarios`.
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scenarios")

    /// The plan text of a scenario file.
    static func planText(_ url: URL) throws -> String {
        let scenario = try Scenario.load(contentsOf: url)
        return ConformancePlanWriter.plan(for: scenario, source: url.lastPathComponent)
    }

    /// The decoded plan of a fixture scenario (`plain-player`).
    static func plan(_ name: String) throws -> ConformancePlan {
        let text = try planText(folder.appendingPathComponent(name + ".yaml"))
        return try ConformancePlan.decode(Data(text.utf8), file: name + ".plan.json")
    }

    /// A hand-written observation file.
    static func observation(_ file: String) throws -> Observation {
        try Observation.load(contentsOf: folder.appendingPathComponent(file), file: file)
    }

    /// The comparison of a fixture plan with a hand-written observation.
    static func compare(_ plan: String, _ file: String) throws -> ConformanceComparison {
        try ConformanceComparison.compare(
            plan: try self.plan(plan), observation: try observation(file), observationFile: file)
    }
}
