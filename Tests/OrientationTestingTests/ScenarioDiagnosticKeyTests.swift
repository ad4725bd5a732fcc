import OrientationTesting
import Testing

/// `expect: { diagnostic: ... }`: a step's diagnostic codes checked from the
/// scenario file itself. Read, written back, checked, and rejected with
/// FILE:LINE: key when wrong.
@Suite struct ScenarioDiagnosticKeyTests {
    static let header = ScenarioTestSupport.header

    @Test("diagnostic: one code, a list of codes, or none")
    func forms() throws {
        let scenario = try #require(
            ScenarioTestSupport.scenario(
                Self.header + """
                    steps:
                      - expect: { diagnostic: ORI-410 }
                      - expect: { diagnostic: [ORI-414, ORI-410, ORI-414] }
                      - expect: { diagnostic: none }
                      - expect: { diagnostic: ~ }

                    """))
        #expect(
            scenario.steps.map(\.action) == [
                .expect(Expectation(diagnostic: .including([.platformEnvironmentIgnoresPolicy]))),
                .expect(
                    Expectation(
                        diagnostic: .including([.platformSceneEnvironmentChanged, .platformEnvironmentIgnoresPolicy]))),
                .expect(Expectation(diagnostic: DiagnosticExpectation.none)),
                .expect(Expectation(diagnostic: DiagnosticExpectation.none)),
            ])
    }

    @Test("the YAML writer keeps diagnostic expectations")
    func writerRoundTrip() throws {
        let scenario = Scenario(
            screens: [ScreenDeclaration(id: "root")], root: "root",
            steps: [
                ScenarioStep(
                    .expect(
                        Expectation(
                            diagnostic: .including([
                                .platformSceneEnvironmentChanged, .platformEnvironmentIgnoresPolicy,
                            ])))),
                ScenarioStep(.expect(Expectation(orientation: .portrait, diagnostic: DiagnosticExpectation.none))),
            ])
        let read = try Scenario(yaml: ScenarioYAMLWriter.yaml(for: scenario), fileName: "written.yaml")
        #expect(read.steps.map(\.action) == scenario.steps.map(\.action))
    }

    @Test("a step's codes are checked: included, missing, none")
    func checks() throws {
        // ios27-mirroring-player's resize carries ORI-414 and ORI-410.
        let yaml = """
            device: { idiom: phone, os: 27, environment: mirroring }
            app: { supported: [portrait, landscapeLeft, landscapeRight], sdk: 27 }
            screens:
              - id: nav
                kind: navigation
                children: [list]
              - id: list
                policy: portrait
              - id: player
                policy: { locked: landscapeRight }
            root: nav
            steps:
              - expect: { diagnostic: none }
              - push: player
              - resize
              - expect: { diagnostic: ORI-410 }
              - expect: { diagnostic: [ORI-414, ORI-410] }
              - expect: { diagnostic: ORI-401 }
              - expect: { diagnostic: none }

            """
        let report = Simulation.run(try Scenario(yaml: yaml, fileName: "codes.yaml"))
        #expect(report.passed == 3)
        #expect(report.failures.map(\.line) == [18, 19])
        let missing = try #require(report.failures.first)
        #expect(missing.key == "diagnostic" && missing.expected == "ORI-401")
        #expect(missing.actual == "ORI-414, ORI-410")
        #expect(report.failures.last?.expected == "none" && report.exitCode == 1)
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        let step: String
        let key: String
        let says: String
        var testDescription: String { "\(step) -> \(says)" }
    }

    static let badCases: [BadCase] = [
        BadCase(
            step: "expect: { diagnostic: ORI-999 }", key: "steps[0].expect.diagnostic",
            says:
                "expected a diagnostic code the library defines (OrientationDiagnosticCode, such as ORI-410); got 'ORI-999'"
        ),
        BadCase(
            step: "expect: { diagnostic: [ORI-410, sideways] }", key: "steps[0].expect.diagnostic[1]",
            says: "got 'sideways'"),
        BadCase(step: "expect: { diagnostic: [] }", key: "steps[0].expect.diagnostic", says: "write none"),
        BadCase(
            step: "expect: { diagnostic: { code: ORI-410 } }", key: "steps[0].expect.diagnostic",
            says: "got a mapping"),
        BadCase(step: "expect: { diagnostics: none }", key: "steps[0].expect.diagnostics", says: "unknown key"),
    ]

    @Test(arguments: badCases)
    func errorsNameFileLineAndKey(_ item: BadCase) throws {
        let error = try #require(ScenarioTestSupport.error(Self.header + "steps:\n  - \(item.step)\n", file: "d.yaml"))
        #expect(error.file == "d.yaml" && error.line == 11 && error.key == item.key, "\(error)")
        #expect(error.message.contains(item.says), "\(error)")
    }
}
