import OrientationTesting
import Testing

/// The `windows` key and the window and gesture steps of scenario files.
@Suite("Scenario files: windows and interactive gestures")
struct ScenarioWindowsParsingTests {
    static let screens = """
        screens:
          - { id: nav, kind: navigation, children: [list] }
          - { id: list, policy: portrait }
          - { id: hud, policy: landscape }
        root: nav

        """

    @Test("windows and the new steps parse, and write back the same")
    func parsesAndRoundTrips() throws {
        let yaml =
            Self.screens + """
                windows:
                  - { id: overlay, root: hud, level: alert, hidden: true, key: true }
                steps:
                  - showWindow: overlay
                  - hideWindow: overlay
                  - interactivePop: begin
                  - interactivePop: cancel
                  - interactiveDismiss: finish
                """
        let scenario = try Scenario(yaml: yaml, fileName: "w.yaml")
        #expect(
            scenario.windows == [
                WindowDeclaration(
                    id: "overlay", root: "hud", level: 2000, hidden: true, key: true,
                    line: 7)
            ])
        #expect(
            scenario.steps.map(\.action) == [
                .showWindow("overlay"), .hideWindow("overlay"),
                .interactivePop(.begin), .interactivePop(.cancel),
                .interactiveDismiss(.finish),
            ])
        let read = try Scenario(yaml: ScenarioYAMLWriter.yaml(for: scenario), fileName: "w.yaml")
        #expect(read.windows.map { [$0.id, $0.root] } == [["overlay", "hud"]])
        #expect(
            read.windows.first.map { ($0.level, $0.hidden, $0.key, $0.system) } ?? (0, false, false, false)
                == (2000, true, true, false))
        #expect(read.steps.map(\.action) == scenario.steps.map(\.action))
    }

    @Test(
        "bad windows and steps name the file, the line and the key",
        arguments: [
            ("windows: [{ id: w, root: list }]\n", 6, "windows[0].root", "child of 'nav'"),
            ("windows: [{ id: w, root: nav }]\n", 6, "windows[0].root", "app window's root"),
            ("windows: [{ id: w, root: ghost }]\n", 6, "windows[0].root", "declared screen"),
            (
                "windows:\n  - { id: w, root: hud }\n  - { id: v, root: hud }\n", 8, "windows[1].root",
                "already the root of window 'w'"
            ),
            ("windows:\n  - { id: w, root: hud }\n  - { id: w, root: list }\n", 8, "windows[1].id", "unique window id"),
            ("windows: [{ id: w, root: hud, level: sky }]\n", 6, "windows[0].level", "got 'sky'"),
            ("windows: [{ id: w, root: hud, level: 99999999 }]\n", 6, "windows[0].level", "whole number"),
            ("windows: [{ id: w, root: hud, colour: red }]\n", 6, "windows[0].colour", "unknown key"),
            ("windows: [{ root: hud }]\n", 6, "windows[0].id", "missing"),
            ("windows: hud\n", 6, "windows", "a list of windows"),
            ("steps:\n  - showWindow: w\n", 7, "steps[0].showWindow", "none is declared"),
            (
                "windows: [{ id: w, root: hud }]\nsteps:\n  - hideWindow: v\n", 8, "steps[0].hideWindow",
                "declared window (w); got 'v'"
            ),
            (
                "steps:\n  - interactivePop: halfway\n", 7, "steps[0].interactivePop",
                "begin, finish, cancel; got 'halfway'"
            ),
            ("steps:\n  - interactiveDismiss\n", 7, "steps[0]", "expected a step"),
        ])
    func errors(_ tail: String, _ line: Int, _ key: String, _ says: String) {
        let error = ScenarioTestSupport.error(Self.screens + tail, file: "w.yaml")
        #expect(error?.file == "w.yaml")
        #expect(error?.line == line)
        #expect(error?.key == key)
        #expect(error?.message.contains(says) == true, "\(error?.message ?? "no error")")
    }
}
