import Testing
@testable import OrientationCore

/// Rule 23 is uncertain: UIKit may turn the interface to the device when it
/// re-reads the supported orientations. The engine keeps the orientation it
/// chose for a screen that just became deciding (choice rule 2).
@Suite("OrientationEngine: keeping the chosen orientation while a transition settles")
struct OrientationEngineSettlingTests {
    let list = ScreenSpec.screen("list", policy: .portrait)
    let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)

    /// The player shows landscape under a portrait login, with the device held upright.
    func coveredPlayer(os: Int) -> OrientationEngine {
        let e = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: os))
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        e.handle(.deviceRotated(.landscapeLeft))
        e.handle(.screensChanged(ScreenTree(ScreenSpec.navigation("nav", [list, player])
            .presenting(.screen("overlay", policy: .matchPresenting), style: .overFullScreen))))
        e.handle(.deviceRotated(.portrait))
        #expect(e.currentOrientation == .landscapeRight)
        return e
    }

    @Test("rule 23, iOS 16+: uncovering follows the update with a geometry request for the chosen orientation")
    func requestAfterUpdate() {
        let e = coveredPlayer(os: 17)
        let commands = e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeRight)])
    }

    @Test("rule 22, below 16: the bare attempt is replaced by the legacy rotation to the chosen orientation")
    func legacyInsteadOfAttempt() {
        let e = coveredPlayer(os: 15)
        let commands = e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(commands == [.legacyRotate(.landscapeRight)])
    }

    @Test("if UIKit settles elsewhere after the transition, the engine asks once more, and only once")
    func reassertOnce() {
        let e = coveredPlayer(os: 17)
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(e.handle(.interfaceOrientationChanged(.portrait)) == [.requestGeometryUpdate(.landscapeRight)])
        #expect(e.handle(.interfaceOrientationChanged(.portrait)).isEmpty)
        #expect(e.currentOrientation == .portrait)
    }

    @Test("a device rotation after the transition ends the settling: the interface follows the user")
    func userRotationWins() {
        let e = coveredPlayer(os: 17)
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        e.handle(.deviceRotated(.landscapeRight))
        #expect(e.handle(.interfaceOrientationChanged(.landscapeLeft)).isEmpty)
        #expect(e.currentOrientation == .landscapeLeft)
    }
}
