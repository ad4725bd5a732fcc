import OrientationTesting
import Testing

/// Rules 17-18: `UIApplicationInvalidInterfaceOrientation`, recorded per step
/// while the orientation stays unchanged.
@Suite("Exceptions (rules 17-18)")
struct ExceptionRulesTests {
    static let noCommon = "Supported orientations has no common orientation with the application"

    static func portraitApp(
        os: Int = 17, library: Bool = false, _ overrides: [String: ViewControllerOverrides] = [:],
        assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(os: os), app: AppSetup(supported: .portrait, library: library),
            screens: [Screens.plain("root"), Screens.plain("player", .landscape)], root: "root",
            assumptions: assumptions, overrides: overrides)
    }

    @Test("rule 17: presenting a landscape-only controller full screen in a portrait-only app raises")
    func rule17Presentation() {
        let app = ExceptionRulesTests.portraitApp()
        #expect(app.lastException == nil)
        app.present("player")
        #expect(
            app.lastException
                == "Supported orientations has no common orientation with the application, and [player shouldAutorotate] is returning YES"
        )
        #expect(app.orientation == .portrait)
        #expect(app.supportedMask.isEmpty)
        app.dismiss()
        #expect(app.lastException == nil)
    }

    @Test("rule 17: the reason names UIKit's container class when it is the owner")
    func rule17ContainerClass() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .portraitUpsideDown, library: false),
            screens: [Screens.nav("nav", ["list"]), Screens.plain("list")], root: "nav")
        #expect(app.history[0].exception?.contains("[UINavigationController shouldAutorotate]") == true)
    }

    @Test("rule 17: below 16, shouldAutorotate false avoids the exception; from 16 it does not (assumption)")
    func rule17ShouldAutorotate() {
        let blocked = ExceptionRulesTests.portraitApp(os: 15, ["player": Screens.only(.landscape, autorotate: false)])
        blocked.present("player")
        #expect(blocked.lastException == nil)
        let modern = ExceptionRulesTests.portraitApp(os: 16, ["player": Screens.only(.landscape, autorotate: false)])
        modern.present("player")
        #expect(modern.lastException?.contains(ExceptionRulesTests.noCommon) == true)
        let honoured = ExceptionRulesTests.portraitApp(
            os: 16, ["player": Screens.only(.landscape, autorotate: false)],
            assumptions: UIKitAssumptions(shouldAutorotateHonouredFrom16: true))
        honoured.present("player")
        #expect(honoured.lastException == nil)
    }

    @Test("rule 18: a preferred orientation outside the supported set raises with iOS 13+'s text")
    func rule18Preferred() {
        let app = ExceptionRulesTests.portraitApp([
            "player": Screens.only(.allButUpsideDown, preferred: .landscapeRight)
        ])
        app.present("player")
        #expect(
            app.lastException
                == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
        )
        #expect(app.orientation == .portrait)
    }

    @Test("rule 18: a supported preferred orientation is where the presentation starts")
    func rule18PreferredUsed() {
        let app = Screens.plainApp(
            screens: [Screens.plain("root"), Screens.plain("player")], root: "root",
            overrides: ["player": Screens.only(.allButUpsideDown, preferred: .landscapeLeft)])
        app.present("player")
        #expect(app.lastException == nil)
        #expect(app.orientation == .landscapeLeft)
    }

    @Test("rules 17-18: library mode never makes UIKit raise for the same app")
    func libraryNeverRaises() {
        let app = ExceptionRulesTests.portraitApp(library: true)
        app.present("player")
        app.rotateDevice(.landscapeRight)
        app.dismiss()
        #expect(app.history.allSatisfy { $0.exception == nil })
        #expect(app.orientation == .portrait)
    }

    @Test("rule 17: an expect step anticipating the exception keeps the exit status at 0")
    func rule17Anticipated() {
        let scenario = Scenario(
            device: Screens.phone(), app: AppSetup(supported: .portrait, library: false),
            screens: [Screens.plain("root"), Screens.plain("player", .landscape)], root: "root",
            steps: [
                ScenarioStep(.present("player", style: .fullScreen), line: 3),
                ScenarioStep(
                    .expect(Expectation(orientation: .portrait, exception: .containing("no common orientation"))),
                    line: 4),
            ])
        let report = Simulation.run(scenario)
        #expect(report.steps[1].exception != nil && report.steps[1].exceptionExpected)
        #expect(report.passed == 2 && report.failures.isEmpty)
        #expect(report.exitCode == 0)
        var unexpected = scenario
        unexpected.steps.removeLast()
        #expect(Simulation.run(unexpected).exitCode == 1)
    }
}

/// Rules 8 and 18 at the edges: sheets and dismissals.
@Suite("Preferred orientation for presentation (rules 8, 18)")
struct PreferredOrientationRulesTests {
    @Test("rule 8: a sheet is not presented full screen, so its preferred orientation is not read")
    func rule8SheetNotRead() {
        let app = ExceptionRulesTests.portraitApp([
            "player": Screens.only(.allButUpsideDown, preferred: .landscapeRight)
        ])
        app.present("player", style: .pageSheet)
        #expect(app.lastException == nil)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 18: the exception can fire on dismissal, when the uncovered owner prefers what it does not support")
    func rule18OnDismissal() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(library: false),
            screens: [Screens.plain("root"), Screens.plain("player")], root: "root",
            overrides: [
                "root": Screens.only(.portrait, preferred: .landscapeLeft),
                "player": Screens.only(.allButUpsideDown),
            ])
        #expect(app.history[0].exception == nil)
        app.present("player")
        #expect(app.lastException == nil)
        app.dismiss()
        #expect(
            app.lastException
                == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"
        )
    }
}
