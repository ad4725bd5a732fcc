import Testing

@testable import OrientationTesting

/// Rule 6 during transitions: who UIKit asks while a presentation or a
/// dismissal is in flight, which is when a library driver's calls run.
@Suite("Owner during transitions (rule 6)")
struct TransitionOwnerTests {
    static func app() -> SimulatedApp {
        Screens.plainApp(
            screens: [Screens.plain("root"), Screens.plain("a"), Screens.plain("b")], root: "root",
            overrides: ["a": Screens.only(.landscape), "b": Screens.only(.portrait)])
    }

    @Test("rule 6: a controller being presented full screen does not own orientation until it settles")
    func presentingOwnsNothingYet() {
        let app = TransitionOwnerTests.app()
        #expect(app.model.window.present("a", style: .fullScreen) == nil)
        #expect(app.model.owner == "root")
        app.model.window.finishTransitions()
        #expect(app.model.owner == "a")
    }

    @Test("rule 6: while a dismissal is in flight the walk stops at the presenter")
    func dismissingStopsAtPresenter() {
        let app = TransitionOwnerTests.app()
        app.present("a", style: .fullScreen)
        app.present("b", style: .fullScreen)
        #expect(app.owner == "b")
        #expect(app.model.window.dismiss() == nil)
        #expect(app.model.owner == "a")
        #expect(app.model.window.hierarchy.contains("b"))
        app.model.window.finishTransitions()
        #expect(!app.model.window.hierarchy.contains("b"))
    }

    @Test(
        "rules 6 and 21: a dismissal reaches the uncovered orientation; UIKit reads the library's answer as it dismisses, so the library calls nothing"
    )
    func libraryCallsDuringDismissal() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .portrait),
            screens: [Screens.plain("root", .portrait), Screens.plain("player", .landscape)],
            root: "root")
        app.present("player")
        #expect(app.orientation == .landscapeRight)
        let callsBefore = app.calls.count
        app.dismiss()
        #expect(app.calls.count == callsBefore, "\(app.calls.dropFirst(callsBefore))")
        #expect(app.orientation == .portrait)
        // The engine's tree keeps the player's node, presented no more.
        let tree = app.orientationEngine?.tree
        #expect(app.decidingScreen == "root")
        #expect(tree?.root.flatMap { tree?.nodes[$0].presented } == nil)
    }
}
