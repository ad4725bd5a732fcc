import Foundation
import OrientationTesting
import Testing

/// The scenario keys of rules 60-79 (`device.environment`, `app.sdk`,
/// `app.authority`, steps `resize`, `fold`, `unfold`) and the example files
/// for each environment: UIKit never raises, and a diagnostic names every
/// refusal.
@Suite("Scenario files for iOS 26 and 27 environments")
struct EnvironmentScenarioTests {
    static let header = ScenarioTestSupport.header

    @Test("the new keys parse, with their defaults")
    func parsesNewKeys() throws {
        let yaml = """
            device: { idiom: phone, os: 27, environment: duoOuter }
            app: { sdk: 26, authority: both }
            """ + "\n" + Self.header + "steps:\n  - unfold\n  - fold\n  - resize\n"
        let scenario = try #require(ScenarioTestSupport.scenario(yaml))
        #expect(scenario.device.environment == .duoOuter)
        #expect(scenario.app.sdk == 26 && scenario.app.authority == .both)
        #expect(scenario.steps.map(\.action) == [.unfold, .fold, .resize])
        let plain = try #require(ScenarioTestSupport.scenario(Self.header))
        #expect(plain.device.environment == .fullScreen && plain.app.sdk == nil && plain.app.authority == .appDelegate)
        #expect(plain.app.linkedSDK(on: plain.device) == plain.device.os)
    }

    @Test("the YAML writer keeps the new keys")
    func writerRoundTrip() throws {
        let scenario = Scenario(
            device: DeviceSetup(idiom: .pad, os: 27, environment: .windowed),
            app: AppSetup(sdk: 27, authority: .sceneDelegate),
            screens: [ScreenDeclaration(id: "root")], root: "root",
            steps: [ScenarioStep(.resize)])
        let text = ScenarioYAMLWriter.yaml(for: scenario)
        let read = try Scenario(yaml: text, fileName: "written.yaml")
        #expect(read.device == scenario.device && read.app == scenario.app)
        #expect(read.steps.map(\.action) == [.resize])
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
            yaml: "device:\n  environment: carPlay\n", line: 2, key: "device.environment",
            says: "fullScreen, mirroring, phoneOnPad, duoOuter, duoInner, windowed; got 'carPlay'"),
        BadCase(yaml: "device:\n  environment: windowed\n", line: 2, key: "device.environment", says: "idiom: pad"),
        BadCase(
            yaml: "device:\n  idiom: pad\n  environment: mirroring\n", line: 3, key: "device.environment",
            says: "idiom: phone"),
        BadCase(
            yaml: "device:\n  os: 17\n  environment: mirroring\n", line: 3, key: "device.environment", says: "iOS 18"),
        BadCase(
            yaml: "device:\n  os: 26\n  environment: duoInner\n", line: 3, key: "device.environment", says: "iOS 27"),
        BadCase(yaml: "app:\n  sdk: 28\n", line: 2, key: "app.sdk", says: "13 to 27"),
        BadCase(
            yaml: "app:\n  authority: windowDelegate\n", line: 2, key: "app.authority",
            says: "appDelegate, sceneDelegate, both"),
        BadCase(yaml: "steps:\n  - resize: now\n", line: 2, key: "steps[0].resize", says: "no value"),
    ]

    @Test(arguments: badCases)
    func errorsNameFileLineAndKey(_ item: BadCase) throws {
        // The header's screens come after the case's own lines.
        let yaml = item.yaml.hasPrefix("steps") ? Self.header + item.yaml : item.yaml + Self.header
        let line = item.yaml.hasPrefix("steps") ? item.line + 9 : item.line
        let error = try #require(ScenarioTestSupport.error(yaml, file: "env.yaml"))
        #expect(error.line == line && error.key == item.key, "\(error)")
        #expect(error.message.contains(item.says), "\(error)")
    }

    /// The example files for each environment. Each checks its own
    /// diagnostic codes with `expect: { diagnostic: ... }`.
    static let examples = [
        "ios27-mirroring-player.yaml", "ios27-ipad-windowed-player.yaml", "ios27-duo-player.yaml",
        "ios27-phone-on-pad.yaml", "ios26-ipad-orientation-lock.yaml", "ios26-scene-delegate-only.yaml",
        "ios27-older-sdk.yaml", "ios27-requires-full-screen.yaml", "ios27-scene-delegate.yaml",
    ]

    @Test(
        "each environment's example: nothing raises, every refusal's diagnostic is expected in the file",
        arguments: examples)
    func exampleNamesEveryRefusal(_ file: String) throws {
        let url = ScenarioExamplesTests.folder.appendingPathComponent(file)
        let scenario = try Scenario.load(contentsOf: url)
        let report = Simulation.run(scenario)
        #expect(report.exitCode == 0, "\(report.failures)")
        #expect(report.steps.allSatisfy { $0.exception == nil })
        // The codes each row's `expect` steps name, by row (as Simulation.run counts rows).
        var named: [Int: Set<String>] = [:]
        var row = 0
        for step in scenario.steps {
            guard case .expect(let expectation) = step.action else {
                row += 1
                continue
            }
            if case .including(let codes)? = expectation.diagnostic {
                named[row, default: []].formUnion(codes.map(\.rawValue))
            }
        }
        for record in report.steps {
            let codes = record.diagnostics.compactMap { $0.split(separator: " ").first.map(String.init) }
                .filter { $0.hasPrefix("ORI-4") }
            #expect(
                Set(codes).isSubset(of: named[record.index] ?? []),
                "\(file) step \(record.index) (\(record.event)) carries \(codes), not all named by an expect")
        }
    }
}
