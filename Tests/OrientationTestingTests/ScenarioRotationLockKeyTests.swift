import Foundation
import OrientationTesting
import Testing

/// The user's rotation lock in scenario files (UIKit rule 56):
/// `device.rotationLock`, `app.reportsRotationLock` and the `rotationLock`
/// step. Read, written back, run, and rejected with FILE:LINE: key when wrong.
@Suite struct ScenarioRotationLockKeyTests {
    static let header = ScenarioTestSupport.header

    @Test("the keys parse, with their defaults (off, not reported)")
    func parses() throws {
        let yaml =
            "device: { rotationLock: true }\napp: { reportsRotationLock: true }\n" + Self.header
            + "steps:\n  - rotationLock: false\n  - rotationLock: true\n"
        let scenario = try #require(ScenarioTestSupport.scenario(yaml))
        #expect(scenario.device.rotationLock && scenario.app.reportsRotationLock)
        #expect(scenario.steps.map(\.action) == [.rotationLock(false), .rotationLock(true)])
        let plain = try #require(ScenarioTestSupport.scenario(Self.header))
        #expect(!plain.device.rotationLock && !plain.app.reportsRotationLock)
    }

    @Test("the YAML writer keeps the keys")
    func writerRoundTrip() throws {
        let scenario = Scenario(
            device: DeviceSetup(orientation: .landscapeLeft, rotationLock: true),
            app: AppSetup(reportsRotationLock: true),
            screens: [ScreenDeclaration(id: "root")], root: "root",
            steps: [ScenarioStep(.rotationLock(false))])
        let read = try Scenario(yaml: ScenarioYAMLWriter.yaml(for: scenario), fileName: "written.yaml")
        #expect(read.device == scenario.device && read.app == scenario.app)
        #expect(read.steps.map(\.action) == [.rotationLock(false)])
    }

    @Test("rule 56: locked at launch, a phone held sideways reports portrait until unlocked")
    func lockedAtLaunch() throws {
        let screens = "screens:\n  - id: a\n    policy: allButUpsideDown\nroot: a\n"
        let yaml =
            "device: { orientation: landscapeLeft, rotationLock: true }\n" + screens
            + "steps:\n  - rotationLock: false\n"
        let report = Simulation.run(try Scenario(yaml: yaml, fileName: "lock.yaml"))
        #expect(report.steps.map(\.orientation) == [.portrait, .landscapeRight])
        #expect(report.steps.map(\.device) == [.landscapeLeft, .landscapeLeft])
        let unlocked = Simulation.run(
            try Scenario(
                yaml: "device: { orientation: landscapeLeft }\n" + screens,
                fileName: "free.yaml"))
        #expect(unlocked.steps.first?.orientation == .landscapeRight)
    }

    /// `rotation-lock.yaml`, with and without `reportsRotationLock`.
    static func rotationLockExample(reports: Bool) throws -> SimulationReport {
        let url = ScenarioExamplesTests.folder.appendingPathComponent("rotation-lock.yaml")
        var scenario = try Scenario.load(contentsOf: url)
        scenario.app.reportsRotationLock = reports
        return Simulation.run(scenario)
    }

    @Test("choice rule 2: reported, the lock lets the player's memory win; unreported, portrait wins")
    func reportedOrNot() throws {
        let reported = try Self.rotationLockExample(reports: true)
        #expect(reported.exitCode == 0)
        let dismissal = try #require(reported.steps.first { $0.event == "dismiss" })
        #expect(dismissal.orientation == .landscapeRight)
        let unreported = try Self.rotationLockExample(reports: false)
        #expect(unreported.steps.first { $0.event == "dismiss" }?.orientation == .portrait)
        #expect(unreported.exitCode == 1) // the file's expectation names the reported behaviour
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        let yaml: String
        let line: Int
        let key: String
        let says: String
        var testDescription: String { "\(key): \(says)" }
    }

    static let badCases: [BadCase] = [
        BadCase(
            yaml: "device:\n  rotationLock: sometimes\n", line: 2, key: "device.rotationLock", says: "true or false"),
        BadCase(
            yaml: "device:\n  idiom: pad\n  rotationLock: true\n", line: 3, key: "device.rotationLock",
            says: "expected idiom: phone"),
        BadCase(
            yaml: "device:\n  os: 27\n  environment: phoneOnPad\n  rotationLock: true\n", line: 4,
            key: "device.rotationLock", says: "iPad hardware"),
        BadCase(
            yaml: "app:\n  library: false\n  reportsRotationLock: true\n", line: 3, key: "app.reportsRotationLock",
            says: "expected library: true"),
        BadCase(
            yaml: "device:\n  idiom: pad\n" + header + "steps:\n  - rotationLock: true\n", line: 13,
            key: "steps[0].rotationLock", says: "expected idiom: phone"),
        BadCase(
            yaml: header + "steps:\n  - rotationLock: on\n", line: 11, key: "steps[0].rotationLock",
            says: "true or false"),
    ]

    @Test(arguments: badCases)
    func errorsNameFileLineAndKey(_ item: BadCase) throws {
        let yaml = item.yaml.contains("screens:") ? item.yaml : item.yaml + Self.header
        let error = try #require(ScenarioTestSupport.error(yaml, file: "lock.yaml"))
        #expect(error.file == "lock.yaml" && error.line == item.line && error.key == item.key, "\(error)")
        #expect(error.message.contains(item.says), "\(error)")
    }
}
