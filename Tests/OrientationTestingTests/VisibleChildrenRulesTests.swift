import OrientationTesting
import Testing

/// Rules 43-45: containers and hosting controllers showing several children
/// at once, and tab bars whose selected tab UIKit shows elsewhere.
@Suite("Several visible children and hidden tabs (rules 43-45)")
struct VisibleChildrenRulesTests {
    /// A SwiftUI app: a host showing a TabView and a mini player.
    static func swiftUIApp(mini: OrientationPolicy? = nil, library: Bool = true) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .allButUpsideDown, library: library),
            screens: [
                ScreenDeclaration(id: "app", kind: .hosting, children: ["tabs", "mini"]),
                Screens.tabs("tabs", ["homeStack", "settings"]),
                Screens.nav("homeStack", ["home"]),
                ScreenDeclaration(id: "home", kind: .hosting, policy: .portrait),
                ScreenDeclaration(id: "settings", kind: .hosting, policy: .allButUpsideDown),
                Screens.plain("video", .landscape),
                ScreenDeclaration(
                    id: "mini", policy: mini,
                    overrides: ViewControllerOverrides(supported: .all)),
            ],
            root: "app")
    }

    @Test("rule 44: a hosting controller shows every child; the topmost visible screen is the last in view order")
    func hostingShowsAll() {
        let app = Self.swiftUIApp()
        #expect(app.visibleScreen == "mini")
        #expect(app.decidingScreen == "home")
        app.push("video")
        #expect(app.decidingScreen == "video")
        #expect(app.orientation == .landscapeRight)
        app.pop()
        app.selectTab(1)
        #expect(app.decidingScreen == "settings")
        #expect(app.lastStep.alsoDeciding.isEmpty)
    }

    @Test("rule 43: a mini player with a policy decides together with the tab's screen")
    func miniPlayerWithPolicy() {
        let app = Self.swiftUIApp(mini: .landscape)
        #expect(app.decidingScreen == "home")
        #expect(app.lastStep.alsoDeciding == [])
        #expect(app.diagnostics.contains { $0.contains("ORI-204") })
        app.selectTab(1)
        #expect(app.decidingScreen == "settings")
        #expect(app.lastStep.alsoDeciding == ["mini"])
        #expect(app.supportedMask == .landscape)
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 44: in plain UIKit the host owns the window and does not ask its children")
    func plainHost() {
        let app = Self.swiftUIApp(library: false)
        #expect(app.owner == "app")
        #expect(app.supportedMask == .allButUpsideDown)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 43: a container names its visible children; the first child alone by default")
    func containerVisible() {
        func shell(_ visible: [String]?) -> SimulatedApp {
            SimulatedApp(
                device: Screens.phone(),
                screens: [
                    ScreenDeclaration(id: "shell", kind: .container, children: ["content", "mini"], visible: visible),
                    Screens.plain("content", .allButUpsideDown), Screens.plain("mini", .portrait),
                ], root: "shell")
        }
        #expect(shell(nil).supportedMask == .allButUpsideDown)
        #expect(shell(nil).visibleScreen == "content")
        let both = shell(["content", "mini"])
        #expect(both.supportedMask == .portrait)
        #expect(both.decidingScreen == "content")
        #expect(both.lastStep.alsoDeciding == ["mini"])
        let reversed = shell(["mini", "content"])
        #expect(reversed.decidingScreen == "mini")
        #expect(reversed.visibleScreen == "content")
    }

    @Test("rule 45: a tab chosen beyond the bar's capacity (the More list) decides like any selected tab")
    func moreTab() {
        let ids = (0..<6).map { "t\($0)" }
        let app = SimulatedApp(
            device: Screens.phone(.landscapeLeft),
            screens: [Screens.tabs("tabs", ids)]
                + ids.map { Screens.plain($0, $0 == "t5" ? .landscape : .portrait) },
            root: "tabs")
        #expect(app.orientation == .portrait)
        app.selectTab(5)
        #expect(app.decidingScreen == "t5")
        #expect(app.orientation == .landscapeRight)
    }

    @Test("the JSON report lists the screens deciding alongside")
    func jsonField() {
        let report = Simulation.run(
            Scenario(
                screens: [
                    ScreenDeclaration(id: "host", kind: .hosting, children: ["a", "b"]),
                    Screens.plain("a", .allButUpsideDown), Screens.plain("b", .portrait),
                ],
                root: "host"))
        #expect(report.steps[0].alsoDeciding == ["b"])
        #expect(ReportJSONFormatter().format(report).contains(#""alsoDeciding": ["b"]"#))
    }
}
