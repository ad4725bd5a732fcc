import OrientationTesting
import Testing

/// The user's portrait rotation lock (UIKit rule 56) and choice rule 2: a
/// locked iPhone reports portrait however it is held.
@Suite("The rotation lock")
struct RotationLockRulesTests {
    /// The player shows landscapeRight; a portrait login covers it; the user
    /// turns the phone upright and locks rotation.
    static func lockedUnderLogin(tellsLibrary: Bool) -> SimulatedApp {
        let app = VideoAppFlowTests.app()
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.present("loginNav")
        app.rotateDevice(.portrait)
        app.setRotationLock(true, tellsLibrary: tellsLibrary)
        app.rotateDevice(.landscapeLeft) // held sideways again: nothing is reported
        return app
    }

    @Test("rule 56: under the lock nothing turns and UIDevice keeps reporting portrait")
    func nothingReported() {
        let app = Self.lockedUnderLogin(tellsLibrary: false)
        #expect(app.isRotationLocked && app.physicalOrientation == .landscapeLeft)
        #expect(app.orientation == .portrait)
        #expect(app.orientationEngine?.deviceOrientation == .portrait)
    }

    @Test("rule 56: unknown to the library, the lock's portrait report wins over the player's memory")
    func lockUnknown() {
        let app = Self.lockedUnderLogin(tellsLibrary: false)
        app.dismiss()
        #expect(app.orientation == .portrait) // choice rule 2, on the lock's report
    }

    @Test("rule 56: told of the lock, the library lets the player's memory win (choice rule 3)")
    func lockKnown() {
        let app = Self.lockedUnderLogin(tellsLibrary: true)
        app.dismiss()
        #expect(app.orientation == .landscapeRight)
        app.setRotationLock(false, tellsLibrary: true)
        #expect(app.orientation == .landscapeRight) // held landscapeLeft: interface landscapeRight
        #expect(app.orientationEngine?.isDeviceRotationLocked == false)
    }
}
