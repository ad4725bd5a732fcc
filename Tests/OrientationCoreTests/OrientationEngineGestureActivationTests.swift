import Testing

@testable import OrientationCore

/// The app's activation and an interactive transition (rules 57 and 86).
/// The simulator's UIKit model no longer begins a gesture in an inactive
/// app (rule 86), so these paths are held here, at the engine, which a
/// driver may still tell of a transition the app was inactive for.
@Suite("OrientationEngine: activation during interactive transitions")
struct OrientationEngineGestureActivationTests {
    let list = ScreenSpec.screen("list", policy: .allButUpsideDown)
    let player = ScreenSpec.screen("player", policy: .locked(.landscapeRight))

    @Test("rule 57: becoming active mid-gesture asks for nothing; the mask update waits for the gesture's end")
    func activationMidGestureWaits() {
        let e = OrientationEngine()
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(e.currentOrientation == .landscapeRight)
        e.handle(.interactiveTransitionBegan)
        #expect(e.handle(.appBecameInactive).isEmpty)
        #expect(e.handle(.appBecameActive).isEmpty)
        let end = e.handle(.interactiveTransitionEnded(cancelled: true))
        #expect(!end.contains(.requestGeometryUpdate(.portrait)))
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test(
        "rules 57, 86: the library's own rotation that waited for activation ends superseded when the gesture changes the screens"
    )
    func ownWaitingRotationSuperseded() {
        let e = OrientationEngine()
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        #expect(e.currentOrientation == .portrait)
        e.handle(.appBecameInactive)
        // The player is pushed while the app is inactive: its landscape waits.
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(e.deferredTarget == .landscapeRight)
        e.handle(.interactiveTransitionBegan)
        #expect(e.handle(.appBecameActive).isEmpty)
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        let end = e.handle(.interactiveTransitionEnded(cancelled: false))
        // The player left: the list, uncovered, keeps portrait.
        #expect(!end.contains(.requestGeometryUpdate(.landscapeRight)))
        #expect(e.decidingScreen == "list" && e.currentOrientation == .portrait)
        #expect(e.settledRotations.map(\.outcome).contains(.superseded))
    }
}
