import OrientationCore
import OrientationDriver
import Testing

@MainActor
@Suite("The shipped driver on a fake UIKit: launch, push, present")
struct DriverLaunchTests {
    @Test("At launch UIKit's question starts the driver and gets the list's portrait")
    func launchAnswersThePolicy() {
        let app = DriverFixture()
        #expect(app.scene.published == .portrait)
        #expect(app.shown == .portrait)
        #expect(app.uikit.deviceNotificationsBegun == 1)
        #expect(app.uikit.exceptions.isEmpty)
    }

    @Test("A landscape player pushed over the portrait list turns the scene once the push ends")
    func pushTurnsAfterTheTransition() {
        let app = DriverFixture()
        let player = app.screen("player", policy: .landscape)
        app.uikit.push(player, on: app.navigation)
        #expect(app.shown.isLandscape)
        #expect(app.uikit.exceptions.isEmpty)
        app.uikit.pop(app.navigation)
        #expect(app.shown == .portrait)
    }

    @Test("A policy-bearing screen presented full screen decides")
    func presentAndDismiss() {
        let app = DriverFixture()
        let player = app.screen("player", policy: .locked(.landscapeRight))
        app.uikit.present(player, from: app.navigation)
        #expect(app.shown == .landscapeRight)
        #expect(app.uikit.exceptions.isEmpty)
    }
}
