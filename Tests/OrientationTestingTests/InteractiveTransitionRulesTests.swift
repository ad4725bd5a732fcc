import OrientationTesting
import Testing

/// Interactive pops and dismissals (UIKit rule 57) in the model, and the
/// library holding rotations until they end.
@Suite("Interactive pops and dismissals")
struct InteractiveTransitionRulesTests {
    static func app(library: Bool = true) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .allButUpsideDown, library: library),
            screens: [
                Screens.nav("nav", ["list", "detail"]), Screens.plain("list", .allButUpsideDown),
                Screens.plain("detail", .allButUpsideDown), Screens.plain("sheet", .allButUpsideDown),
            ],
            root: "nav")
    }

    @Test("rule 57: during an interactive pop the stack reads as popped; a cancel restores it")
    func popStack() {
        let app = Self.app(library: false)
        app.interactivePop(.begin)
        #expect(app.visibleScreen == "list")
        app.interactivePop(.cancel)
        #expect(app.visibleScreen == "detail")
        app.interactivePop(.finish) // the whole swipe in one step
        #expect(app.visibleScreen == "list")
        app.interactivePop(.finish)
        #expect(app.diagnostics.contains { $0.contains("holds only one screen") })
    }

    @Test("rule 57: a cancelled pop does not put back a screen pushed again during the drag: a stack holds it once")
    func cancelledPopAfterPushAgain() {
        let app = Self.app(library: false)
        app.interactivePop(.begin)
        app.push("detail") // the app pushes the screen the finger drags away
        app.interactivePop(.cancel)
        #expect(app.visibleScreen == "detail")
        app.pop()
        #expect(app.visibleScreen == "list")
    }

    @Test("rule 57: a cancelled pop does not put back a screen presented during the drag: it has one place")
    func cancelledPopAfterPresenting() {
        let app = Self.app(library: true)
        app.interactivePop(.begin)
        app.present("detail", style: .fullScreen)
        app.interactivePop(.cancel)
        #expect(app.visibleScreen == "detail")
        app.dismiss()
        #expect(app.visibleScreen == "list")
    }

    @Test("rule 57: an interactive dismissal that is cancelled leaves the sheet presented")
    func dismissal() {
        let app = Self.app(library: false)
        app.present("sheet", style: .pageSheet)
        app.interactiveDismiss(.begin)
        #expect(app.visibleScreen == "detail")
        app.interactiveDismiss(.cancel)
        #expect(app.visibleScreen == "sheet")
        app.interactiveDismiss(.begin)
        app.interactivePop(.begin)
        #expect(app.diagnostics.contains { $0.contains("another interactive transition is under way") })
        app.interactivePop(.finish)
        #expect(app.diagnostics.contains { $0.contains("the transition under way is a dismissal") })
        app.interactiveDismiss(.finish)
        #expect(app.visibleScreen == "detail")
    }

    @Test("rule 57: a rotation asked for during an interactive pop waits; cancelled, it is dropped")
    func heldRotation() {
        let app = Self.app()
        app.interactivePop(.begin)
        app.rotate(.landscapeRight)
        #expect(app.orientation == .portrait && app.calls.isEmpty)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-304") })
        app.interactivePop(.cancel)
        #expect(app.orientation == .portrait)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-305") })
        app.interactivePop(.begin)
        app.rotate(.landscapeRight)
        app.interactivePop(.finish)
        #expect(app.orientation == .landscapeRight && app.visibleScreen == "list")
    }

    @Test(
        "rule 57: the shipped driver hears a dismissal gesture as it begins (the dragged screen will disappear), and a cancelled one that changed nothing calls nothing"
    )
    func dismissalGestureReachesTheDriver() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .allButUpsideDown),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list", .portrait),
                Screens.plain("player", .landscape), Screens.plain("sheet", .portrait),
            ],
            root: "nav")
        app.present("sheet", style: .pageSheet)
        app.interactiveDismiss(.begin)
        #expect(app.orientationEngine?.isInteractiveTransitionInProgress == true)
        let callsBefore = app.calls.count
        app.push("player") // under the sheet, while the finger drags it
        #expect(app.calls.count == callsBefore, "\(app.calls.dropFirst(callsBefore))")
        app.interactiveDismiss(.cancel)
        #expect(app.orientationEngine?.isInteractiveTransitionInProgress == false)
        app.pop()
        app.interactiveDismiss(.begin)
        app.interactiveDismiss(.cancel)
        #expect(app.orientation == .portrait)
        #expect(app.calls.count == callsBefore, "\(app.calls.dropFirst(callsBefore))")
    }
}
