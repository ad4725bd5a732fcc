import Testing

@testable import OrientationCore

/// Rule 23 is uncertain: UIKit may turn the interface to the device when it
/// re-reads the supported orientations. The engine keeps the orientation it
/// chose for a screen that just became deciding: a detail pushed while the
/// device is held sideways keeps the portrait it is shown in (choice rule 6).
@Suite("OrientationEngine: keeping the chosen orientation while a transition settles")
struct OrientationEngineSettlingTests {
    let list = ScreenSpec.screen("list", policy: .portrait)
    let detail = ScreenSpec.screen("detail", policy: .allButUpsideDown)
    let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)

    /// The portrait list, with the device turned sideways; then the detail is pushed.
    func pushDetail(os: Int) -> (OrientationEngine, [OrientationCommand]) {
        let e = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: os))
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        e.handle(.deviceRotated(.landscapeLeft))
        #expect(e.currentOrientation == .portrait)
        return (e, e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, detail])))))
    }

    @Test("rule 23, iOS 16+: the update is followed by a geometry request for the chosen orientation")
    func requestAfterUpdate() {
        #expect(pushDetail(os: 17).1 == [.updateSupportedOrientations, .requestGeometryUpdate(.portrait)])
    }

    @Test("rule 22, below 16: the bare attempt is replaced by the legacy rotation to the chosen orientation")
    func legacyInsteadOfAttempt() {
        #expect(pushDetail(os: 15).1 == [.legacyRotate(.portrait)])
    }

    @Test("if UIKit settles elsewhere after the transition, the engine asks once more, and only once")
    func reassertOnce() {
        let (e, _) = pushDetail(os: 17)
        #expect(e.handle(.interfaceOrientationChanged(.landscapeRight)) == [.requestGeometryUpdate(.portrait)])
        #expect(e.handle(.interfaceOrientationChanged(.landscapeRight)).isEmpty)
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test("a device rotation after the transition ends the settling: the interface follows the user")
    func userRotationWins() {
        let (e, _) = pushDetail(os: 17)
        e.handle(.deviceRotated(.landscapeRight))
        #expect(e.handle(.interfaceOrientationChanged(.landscapeLeft)).isEmpty)
        #expect(e.currentOrientation == .landscapeLeft)
    }

    @Test("choice rule 2: an uncovered player the upright device wins over needs no re-assertion")
    func uncoveredFollowsDevice() {
        let e = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: 17))
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        e.handle(.deviceRotated(.landscapeLeft))
        e.handle(
            .screensChanged(
                ScreenTree(
                    ScreenSpec.navigation("nav", [list, player])
                        .presenting(.screen("overlay", policy: .matchPresenting), style: .overFullScreen))))
        e.handle(.deviceRotated(.portrait))
        #expect(e.currentOrientation == .landscapeRight)
        let commands = e.handle(.screensChanged(ScreenTree(.navigation("nav", [list, player]))))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.portrait)])
        #expect(e.handle(.interfaceOrientationChanged(.portrait)).isEmpty)
    }
}
