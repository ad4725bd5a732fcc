import OrientationTesting
import Testing

/// `Simulation.run`: rows, event texts, expectations and impossible steps.
@Suite("Simulation.run")
struct SimulationRunTests {
    static let screens = [
        Screens.tabs("tabs", ["homeNav", "other"]), Screens.nav("homeNav", ["home"]), Screens.plain("home", .portrait),
        Screens.plain("other"), Screens.plain("player", OrientationPolicy(supported: .landscape, remember: "player")),
        Screens.plain("comment", .matchPresenting),
    ]

    static func scenario(_ actions: [ScenarioAction], library: Bool = true) -> Scenario {
        Scenario(name: "test", device: Screens.phone(), app: AppSetup(supported: .portrait, library: library),
                 screens: screens, root: "tabs",
                 steps: actions.enumerated().map { ScenarioStep($0.element, line: 10 + $0.offset) })
    }

    @Test("row 0 is the start, then one row per event step with UIKit-like event texts")
    func rowsAndEvents() {
        let report = Simulation.run(SimulationRunTests.scenario([
            .push("player"), .present("comment", style: .overFullScreen), .rotateDevice(.landscapeLeft),
            .expect(Expectation(orientation: .landscapeRight)), .dismiss, .pop, .selectTab(1),
            .setPolicy(screen: "home", policy: .portrait), .rotate(.landscapeRight), .background, .foreground,
        ]))
        #expect(report.steps.map(\.event) == [
            "start", "push player", "present comment overFullScreen", "rotateDevice landscapeLeft", "dismiss", "pop",
            "selectTab 1", "setPolicy home portrait", "rotate landscapeRight", "background", "foreground",
        ])
        #expect(report.steps.map(\.index) == Array(0...10))
        #expect(report.steps[1].line == 10 && report.steps[4].line == 14)
        #expect(report.scenario == "test" && report.os == 17 && report.idiom == .phone && report.library)
        #expect(report.steps.allSatisfy { $0.exception == nil })
    }

    @Test("expect steps check the row before them and count per field, with their line")
    func expectations() {
        let report = Simulation.run(SimulationRunTests.scenario([
            .expect(Expectation(orientation: .portrait, visible: "home", deciding: "home")),
            .push("player"),
            .expect(Expectation(orientation: .portrait, visible: "player", supported: .landscape, exception: ExceptionExpectation.none)),
        ]))
        #expect(report.passed == 6)
        #expect(report.failures == [ExpectationFailure(line: 12, key: "orientation", expected: "portrait",
                                                       actual: "landscapeRight", step: 1)])
        #expect(report.exitCode == 1)
    }

    @Test("impossible steps leave the app as it was and say why")
    func impossibleSteps() {
        let report = Simulation.run(SimulationRunTests.scenario([
            .pop, .dismiss, .push("ghost"), .push("home"), .present("tabs", style: .fullScreen), .selectTab(5),
            .setPolicy(screen: "ghost", policy: nil), .push("homeNav"),
        ]))
        let notes = report.steps.dropFirst().map { $0.diagnostics.first ?? "" }
        #expect(notes == [
            "pop: 'homeNav' holds only one screen", "dismiss: nothing is presented",
            "push: no screen 'ghost' is declared", "push: 'home' is already in the window",
            "present: 'tabs' is already in the window", "selectTab: 'tabs' has 2 tabs, no tab 5",
            "setPolicy: no screen 'ghost' is declared", "push: 'homeNav' is already in the window",
        ])
        #expect(report.steps.allSatisfy { $0.orientation == .portrait && $0.visible == "home" })
    }

    @Test("push needs a visible navigation screen")
    func pushWithoutNavigation() {
        let app = SimulatedApp(screens: [Screens.plain("root"), Screens.plain("a")], root: "root")
        app.push("a")
        #expect(app.diagnostics == ["push: no navigation screen is visible"])
        app.selectTab(0)
        #expect(app.diagnostics == ["selectTab: no tab bar is visible"])
    }

    @Test("bad declarations become notes on the start row, never traps")
    func badDeclarations() {
        let app = SimulatedApp(screens: [Screens.nav("nav", ["a", "missing", "nav"]), Screens.plain("a"),
                                         Screens.plain("a", .landscape), Screens.nav("other", ["a"])], root: "nav")
        #expect(app.history[0].diagnostics.contains("screen 'a' is declared twice; the first declaration is used"))
        #expect(app.history[0].diagnostics.contains("'nav' lists 'missing', which is not declared; ignored"))
        #expect(app.history[0].diagnostics.contains("'other' lists 'a', which already has a parent; ignored"))
        #expect(app.visibleScreen == "a")
        let rootless = SimulatedApp(screens: [], root: "nowhere")
        #expect(rootless.visibleScreen == "nowhere")
        #expect(rootless.history[0].diagnostics == ["the root 'nowhere' is not declared; an empty view controller stands in"])
    }

    @Test("plain mode notes that matchPresenting has no plain-UIKit meaning")
    func plainMatchPresenting() {
        let report = Simulation.run(SimulationRunTests.scenario([], library: false))
        #expect(report.steps[0].diagnostics == [
            "'comment': matchPresenting has no plain-UIKit meaning; the view controller keeps UIKit's defaults",
        ])
        #expect(report.steps[0].deciding == nil && report.steps[0].owner == "tabs")
    }
}
