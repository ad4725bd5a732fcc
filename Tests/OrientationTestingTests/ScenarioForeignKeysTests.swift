import OrientationTesting
import Testing

/// The scenario keys of issues 12 and 21: a screen's `overrides`, `kind:
/// hosting` and a container's `visible` children. Read, written back, and
/// rejected with FILE:LINE: key when wrong.
@Suite struct ScenarioForeignKeysTests {
    static func yaml(_ screens: String) -> String { "screens:\n\(screens)root: a\n" }

    @Test("overrides: a mask name, a list, or a map with supported and preferred")
    func overridesForms() throws {
        let scenario = try Scenario(
            yaml: Self.yaml(
                """
                  - id: a
                    overrides: portrait
                  - id: b
                    overrides: [landscapeLeft, landscapeRight]
                  - id: c
                    overrides: { supported: all, preferred: landscapeLeft }
                  - id: d
                    overrides: { preferred: portrait }

                """), fileName: "t.yaml")
        #expect(
            scenario.screens.map(\.overrides) == [
                ViewControllerOverrides(supported: .portrait),
                ViewControllerOverrides(supported: .landscape),
                ViewControllerOverrides(supported: .all, preferredForPresentation: .landscapeLeft),
                ViewControllerOverrides(preferredForPresentation: .portrait),
            ])
        #expect(scenario.screens.allSatisfy { $0.policy == nil })
    }

    @Test("kind: hosting and a container's visible children, one id or a list, in view order")
    func hostingAndVisible() throws {
        let scenario = try Scenario(
            yaml: Self.yaml(
                """
                  - { id: a, kind: hosting, children: [b, c], visible: [c, b] }
                  - { id: b, kind: container, children: [d, e], visible: e }
                  - id: c
                  - id: d
                  - id: e

                """), fileName: "t.yaml")
        #expect(scenario.screens[0].kind == .hosting)
        #expect(scenario.screens[0].visible == ["c", "b"])
        #expect(scenario.screens[1].visible == ["e"])
        #expect(scenario.screens[2].visible == nil)
    }

    @Test("the YAML writer writes overrides and visible children that read back the same")
    func roundTrip() throws {
        let scenario = Scenario(
            screens: [
                ScreenDeclaration(id: "a", kind: .hosting, children: ["b", "c"], visible: ["c"]),
                ScreenDeclaration(
                    id: "b",
                    overrides: ViewControllerOverrides(supported: .landscape, preferredForPresentation: .landscapeRight)
                ),
                ScreenDeclaration(
                    id: "c", policy: .portrait, overrides: ViewControllerOverrides(preferredForPresentation: .portrait)),
            ], root: "a", steps: [ScenarioStep(.expect(Expectation(deciding: "c")))])
        let text = ScenarioYAMLWriter.yaml(for: scenario)
        #expect(text.contains("overrides: { supported: [landscapeRight, landscapeLeft], preferred: landscapeRight }"))
        let read = try Scenario(yaml: text, fileName: "w.yaml").screens.map { screen in
            var copy = screen
            copy.line = 0
            return copy
        }
        #expect(read == scenario.screens)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let screens: String
        let line: Int
        let key: String
        let says: String
        var testDescription: String { "\(key) @\(line)" }
    }

    static let cases: [Case] = [
        Case(
            screens: "  - id: a\n    overrides: sideways\n", line: 3, key: "screens[0].overrides",
            says: "got 'sideways'"),
        Case(
            screens: "  - id: a\n    overrides: []\n", line: 3, key: "screens[0].overrides",
            says: "at least one orientation"),
        Case(screens: "  - id: a\n    overrides: {}\n", line: 3, key: "screens[0].overrides", says: "got an empty map"),
        Case(
            screens: "  - id: a\n    overrides: null\n", line: 3, key: "screens[0].overrides", says: "a mask or a map"),
        Case(
            screens: "  - id: a\n    overrides: { locked: portrait }\n", line: 3, key: "screens[0].overrides.locked",
            says: "expected one of supported, preferred"),
        Case(
            screens: "  - id: a\n    overrides: { preferred: landscape }\n", line: 3,
            key: "screens[0].overrides.preferred", says: "got 'landscape'"),
        Case(
            screens: "  - id: a\n    visible: [b]\n  - id: b\n", line: 3, key: "screens[0].visible",
            says: "only on a container or hosting screen"),
        Case(
            screens: "  - { id: a, kind: navigation, children: [b], visible: b }\n  - id: b\n", line: 2,
            key: "screens[0].visible", says: "only on a container or hosting screen"),
        Case(
            screens: "  - { id: a, kind: container, children: [b], visible: [c] }\n  - id: b\n  - id: c\n", line: 2,
            key: "screens[0].visible[0]", says: "one of the screen's children (b); got 'c'"),
        Case(
            screens: "  - { id: a, kind: hosting, visible: [c] }\n  - id: c\n", line: 2, key: "screens[0].visible[0]",
            says: "it has none"),
        Case(
            screens: "  - { id: a, kind: hosting, children: [b], visible: [b, b] }\n  - id: b\n", line: 2,
            key: "screens[0].visible[1]", says: "listed twice"),
        Case(
            screens: "  - { id: a, kind: hosting, children: [b], visible: { b: 1 } }\n  - id: b\n", line: 2,
            key: "screens[0].visible", says: "expected the id of one of the screen's children"),
    ]

    @Test("bad overrides and visible children are FILE:LINE: key errors", arguments: cases)
    func errors(_ c: Case) {
        let error = ScenarioTestSupport.error(Self.yaml(c.screens), file: "t.yaml")
        #expect(error?.file == "t.yaml")
        #expect(error?.line == c.line, "\(error?.description ?? "parsed")")
        #expect(error?.key == c.key, "\(error?.description ?? "parsed")")
        #expect(error?.message.contains(c.says) == true, "\(error?.description ?? "parsed")")
    }
}
