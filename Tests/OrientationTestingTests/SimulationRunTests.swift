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
        Scenario(
            name: "test", device: Screens.phone(), app: AppSetup(supported: .portrait, library: library),
            screens: screens, root: "tabs",
            steps: actions.enumerated().map { ScenarioStep($0.element, line: 10 + $0.offset) })
    }

    @Test("row 0 is the start, then one row per event step with UIKit-like event texts")
    func rowsAndEvents() {
        let report = Simulation.run(
            SimulationRunTests.scenario([
                .push("player"), .present("comment", style: .overFullScreen), .rotateDevice(.landscapeLeft),
                .expect(Expectation(orientation: .landscapeRight)), .dismiss, .pop, .selectTab(1),
                .setPolicy(screen: "home", policy: .portrait), .rotate(.landscapeRight), .background, .foreground,
            ]))
        #expect(
            report.steps.map(\.event) == [
                "start", "push player", "present comment overFullScreen", "rotateDevice landscapeLeft", "dismiss",
                "pop",
                "selectTab 1", "setPolicy home portrait", "rotate landscapeRight", "background", "foreground",
            ])
        #expect(report.steps.map(\.index) == Array(0...10))
        #expect(report.steps[1].line == 10 && report.steps[4].line == 14)
        #expect(report.scenario == "test" && report.os == 17 && report.idiom == .phone && report.library)
        #expect(report.steps.allSatisfy { $0.exception == nil })
    }

    @Test("expect steps check the row before them and count per field, with their line")
    func expectations() {
        let report = Simulation.run(
            SimulationRunTests.scenario([
                .expect(Expectation(orientation: .portrait, visible: "home", deciding: "home")),
                .push("player"),
                .expect(
                    Expectation(
                        orientation: .portrait, visible: "player", supported: .landscape,
                        exception: ExceptionExpectation.none)),
            ]))
        #expect(report.passed == 6)
        #expect(
            report.failures == [
                ExpectationFailure(
                    line: 12, key: "orientation", expected: "portrait",
                    actual: "landscapeRight", step: 1)
            ])
        #expect(report.exitCode == 1)
    }

    @Test("steps UIKit refuses leave the app as it was and say why: an exception or an ignored call")
    func impossibleSteps() {
        let report = Simulation.run(
            SimulationRunTests.scenario([
                .pop, .dismiss, .push("ghost"), .push("home"), .present("tabs", style: .fullScreen), .selectTab(5),
                .setPolicy(screen: "ghost", policy: nil), .push("homeNav"),
            ]))
        let rows = Array(report.steps.dropFirst())
        #expect(
            rows.map(\.refused) == [
                "pop: 'homeNav' holds only its root view controller; popViewController(animated:) keeps it and returns nil",
                "dismiss: nothing is presented; dismiss(animated:) does nothing",
                "push: no screen 'ghost' is declared", nil, nil,
                "selectTab: 'tabs' has 2 tabs; UITabBarController ignores selectedIndex 5",
                "setPolicy: no screen 'ghost' is declared", nil,
            ])
        #expect(
            rows.map(\.exception) == [
                nil, nil, nil, "Pushing the same view controller instance more than once is not supported (home)",
                "Application tried to present modally an active controller tabs.", nil, nil,
                "Pushing a navigation controller is not supported",
            ])
        #expect(rows.compactMap(\.exceptionName) == Array(repeating: "NSInvalidArgumentException", count: 3))
        #expect(rows[0].diagnostics.first?.hasPrefix("UIKit ignores the step: pop:") == true)
        #expect(report.steps.allSatisfy { $0.orientation == .portrait && $0.visible == "home" })
        #expect(
            report.refusals.map(\.key) == [
                "steps[0].pop", "steps[1].dismiss", "steps[2].push", "steps[5].selectTab",
                "steps[6].setPolicy",
            ])
        #expect(report.refusals.map(\.step) == [1, 2, 3, 6, 7])
        #expect(report.exitCode == 2)
    }

    @Test("presenting a screen that is already presented raises, naming its presenter")
    func presentTwice() {
        let app = SimulatedApp(screens: [Screens.plain("root"), Screens.plain("a")], root: "root")
        app.present("a")
        let record = app.present("a")
        #expect(
            record.exception
                == "Application tried to present modally a view controller a that is already being presented by root.")
        #expect(record.exceptionName == "NSInvalidArgumentException")
        #expect(app.visibleScreen == "a")
    }

    @Test("an anticipated NSInvalidArgumentException does not fail the run")
    func anticipatedPushTwice() {
        let report = Simulation.run(
            SimulationRunTests.scenario([
                .push("player"), .push("player"),
                .expect(Expectation(exception: .containing("Pushing the same view controller instance"))),
            ]))
        #expect(report.unexpectedExceptions.isEmpty)
        #expect(report.exitCode == 0)
        let plain = Simulation.run(SimulationRunTests.scenario([.push("player"), .push("player")]))
        #expect(plain.unexpectedExceptions.map(\.index) == [2])
        #expect(plain.exitCode == 1)
    }

    @Test("push needs a visible navigation screen")
    func pushWithoutNavigation() {
        let app = SimulatedApp(screens: [Screens.plain("root"), Screens.plain("a")], root: "root")
        app.push("a")
        #expect(app.lastStep.refused == "push: no navigation controller is visible to push onto")
        app.selectTab(0)
        #expect(app.lastStep.refused == "selectTab: no tab bar controller is visible")
    }

    @Test("bad declarations become notes on the start row, never traps")
    func badDeclarations() {
        let app = SimulatedApp(
            screens: [
                Screens.nav("nav", ["a", "missing", "nav"]), Screens.plain("a"),
                Screens.plain("a", .landscape), Screens.nav("other", ["a"]),
            ], root: "nav")
        #expect(app.history[0].diagnostics.contains("screen 'a' is declared twice; the first declaration is used"))
        #expect(app.history[0].diagnostics.contains("'nav' lists 'missing', which is not declared; ignored"))
        #expect(app.history[0].diagnostics.contains("'other' lists 'a', which already has a parent; ignored"))
        #expect(app.visibleScreen == "a")
        let rootless = SimulatedApp(screens: [], root: "nowhere")
        #expect(rootless.visibleScreen == "nowhere")
        #expect(
            rootless.history[0].diagnostics == [
                "the root 'nowhere' is not declared; an empty view controller stands in"
            ])
    }

    @Test("plain mode notes that matchPresenting has no plain-UIKit meaning")
    func plainMatchPresenting() {
        let report = Simulation.run(SimulationRunTests.scenario([], library: false))
        #expect(
            report.steps[0].diagnostics == [
                "'comment': matchPresenting has no plain-UIKit meaning; the view controller keeps UIKit's defaults"
            ])
        #expect(report.steps[0].deciding == nil && report.steps[0].owner == "tabs")
    }
}
