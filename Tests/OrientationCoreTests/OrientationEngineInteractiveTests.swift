import Testing

@testable import OrientationCore

/// Interactive pops and sheet dismissals (UIKIT rule 57): the engine holds
/// what it is told until the transition ends.
@Suite("OrientationEngine: interactive transitions")
struct OrientationEngineInteractiveTests {
    let list = ScreenSpec.screen("list", policy: .portrait)
    let player = ScreenSpec.screen("player", policy: .landscape)

    func engine() -> OrientationEngine {
        let e = OrientationEngine()
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(e.currentOrientation == .landscapeRight)
        return e
    }

    @Test("rule 57: screens reported during the transition are held; the mask stays that of the screens before")
    func holdsScreens() {
        let e = engine()
        #expect(e.handle(.interactiveTransitionBegan).isEmpty)
        #expect(e.handle(.screensChanged(ScreenTree(.navigation("nav", [list])))).isEmpty)
        #expect(e.decidingScreen == "player" && e.supportedMask == .landscape)
        #expect(e.isInteractiveTransitionInProgress)
    }

    @Test("rule 57: finished, the held screens apply: the rotation runs after the gesture")
    func finished() {
        let e = engine()
        e.handle(.interactiveTransitionBegan)
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        let commands = e.handle(.interactiveTransitionEnded(cancelled: false))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.portrait)])
        #expect(e.decidingScreen == "list" && !e.isInteractiveTransitionInProgress)
    }

    @Test("rule 57: cancelled, the held screens and the waiting rotation are dropped")
    func cancelled() {
        let e = engine()
        e.handle(.interactiveTransitionBegan)
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        #expect(e.handle(.rotationRequested(.landscapeLeft, screen: nil)).isEmpty)
        #expect(e.diagnostics.map(\.code) == [.engineRequestWaitsForGesture])
        #expect(e.handle(.interactiveTransitionEnded(cancelled: true)).isEmpty)
        #expect(e.diagnostics.map(\.code) == [.engineRequestDroppedByCancelledGesture])
        #expect(e.decidingScreen == "player" && e.currentOrientation == .landscapeRight)
        #expect(e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player])))).isEmpty)
    }

    @Test("rule 57: a rotation and a policy change wait for a finished transition, checked against its screens")
    func heldRequestAndPolicy() {
        let e = engine()
        e.handle(.interactiveTransitionBegan)
        e.handle(.rotationRequested(.landscapeLeft, screen: nil))
        e.handle(.policyChanged("player", .locked(.landscapeLeft)))
        #expect(e.supportedMask == .landscape)
        let commands = e.handle(.interactiveTransitionEnded(cancelled: false))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeLeft)])
        #expect(e.currentOrientation == .landscapeLeft)
    }

    @Test("rule 57, choice rule 4: the screen a pop takes away remembers by the policy the app gave it during the drag")
    func policyOfTheLeavingScreen() {
        let e = engine()
        e.handle(.interactiveTransitionBegan)
        // The stack reads as popped: the player is not among the held screens.
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        e.handle(.policyChanged("player", OrientationPolicy(supported: .landscape, remember: "video")))
        #expect(e.decidingScreen == "player" && e.supportedMask == .landscape)
        e.handle(.interactiveTransitionEnded(cancelled: false))
        #expect(e.decidingScreen == "list" && e.currentOrientation == .portrait)
        #expect(e.store.orientation(forKey: "video") == .landscapeRight)
    }

    @Test("choice rule 4: a screen covered in the same change that gave it a remember key remembers under that key")
    func policyChangedAsTheScreenIsCovered() {
        let e = engine()
        let keyed = ScreenSpec.screen("player", policy: OrientationPolicy(supported: .landscape, remember: "video"))
        let settings = ScreenSpec.screen("settings", policy: .portrait)
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, keyed, settings]))))
        #expect(e.decidingScreen == "settings" && e.currentOrientation == .portrait)
        #expect(e.store.orientation(forKey: "video") == .landscapeRight)
    }

    @Test("an end without a beginning changes nothing")
    func endWithoutBeginning() {
        let e = engine()
        #expect(e.handle(.interactiveTransitionEnded(cancelled: false)).isEmpty)
        #expect(e.handle(.interactiveTransitionEnded(cancelled: true)).isEmpty)
        #expect(e.diagnostics.isEmpty && e.decidingScreen == "player")
    }
}
