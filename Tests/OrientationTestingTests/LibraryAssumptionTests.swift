import OrientationTesting
import Testing

/// How the library fares when an uncertain rule is read the other way.
@Suite("Library mode under other assumptions")
struct LibraryAssumptionTests {
    @Test("rule 23 (assumption setNeedsUpdateFollowsDevice): the uncovered player follows the upright device")
    func updateFollowsDevice() {
        let follows = UIKitAssumptions(setNeedsUpdateFollowsDevice: true)
        let app = SimulatedApp(device: Screens.phone(), app: AppSetup(supported: .portrait),
                               screens: VideoAppFlowTests.screens, root: "tabs", assumptions: follows)
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.present("comment", style: .overFullScreen)
        app.rotateDevice(.portrait)
        app.dismiss()
        #expect(app.lastException == nil)
        // The engine follows the update with a geometry request for the
        // uncovered orientation, so the player stays landscape (choice rule 2).
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 7 (assumption presenterKeeps): the comment overlay still follows the player in library mode")
    func overFullScreenPresenterKeeps() {
        let app = SimulatedApp(device: Screens.phone(), app: AppSetup(supported: .portrait),
                               screens: VideoAppFlowTests.screens, root: "tabs",
                               assumptions: UIKitAssumptions(overFullScreen: .presenterKeeps))
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.present("comment", style: .overFullScreen)
        app.rotateDevice(.portrait)
        #expect(app.orientation == .landscapeRight)
        app.dismiss()
        #expect(app.orientation == .landscapeRight)
    }
}

/// Returning to the foreground (an uncertain corner of rule 19).
@Suite("Foreground")
struct ForegroundTests {
    static func app(_ assumptions: UIKitAssumptions = UIKitAssumptions()) -> SimulatedApp {
        let app = LibraryModeTests.app(root: .allButUpsideDown)
        return SimulatedApp(device: app.device, app: app.app,
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
