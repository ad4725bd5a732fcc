import OrientationTesting
import Testing

/// How the library fares when an uncertain rule is read the other way.
@Suite("Library mode under other assumptions")
struct LibraryAssumptionTests {
    @Test("rule 23 (assumption setNeedsUpdateFollowsDevice): a detail pushed while held sideways keeps portrait")
    func updateFollowsDevice() {
        let follows = UIKitAssumptions(setNeedsUpdateFollowsDevice: true)
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .allButUpsideDown),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list", .portrait),
                Screens.plain("detail", .allButUpsideDown),
            ],
            root: "nav", assumptions: follows)
        app.rotateDevice(.landscapeLeft)
        app.push("detail")
        #expect(app.lastException == nil)
        // UIKit follows the device on the update; the engine's geometry
        // request brings back the orientation it chose (choice rule 6);
        // one update per decision.
        #expect(app.calls == [.setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate(.portrait)])
        #expect(app.orientation == .portrait)
    }

    @Test("rule 7 (assumption presenterKeeps): the comment overlay still follows the player in library mode")
    func overFullScreenPresenterKeeps() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .portrait),
            screens: VideoAppFlowTests.screens, root: "tabs",
            assumptions: UIKitAssumptions(overFullScreen: .presenterKeeps))
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.present("comment", style: .overFullScreen)
        app.rotateDevice(.portrait)
        #expect(app.orientation == .landscapeRight)
        app.dismiss()
        #expect(app.orientation == .portrait) // choice rule 2: the player allows the upright device
    }
}

/// Returning to the foreground (an uncertain corner of rule 19).
@Suite("Foreground")
struct ForegroundTests {
    static func app(_ assumptions: UIKitAssumptions = UIKitAssumptions()) -> SimulatedApp {
        let app = LibraryModeTests.app(root: .allButUpsideDown)
        return SimulatedApp(
            device: app.device, app: app.app,
            screens: [Screens.plain("root", .allButUpsideDown)], root: "root", assumptions: assumptions)
    }

    @Test("rule 19 (assumption): the interface keeps a requested orientation across background and foreground")
    func keepsRequested() {
        let app = ForegroundTests.app()
        app.rotate(.landscapeLeft)
        app.background()
        app.foreground()
        #expect(app.orientation == .landscapeLeft)
        app.foreground()
        #expect(app.orientation == .landscapeLeft)
        let retests = ForegroundTests.app(UIKitAssumptions(foregroundRetestsDevice: true))
        retests.rotate(.landscapeLeft)
        retests.background()
        retests.foreground()
        #expect(retests.orientation == .portrait)
    }
}
