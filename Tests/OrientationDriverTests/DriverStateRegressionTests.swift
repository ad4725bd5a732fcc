import OrientationCore
import OrientationDriver
import Testing

/// The review's findings that left the wrong state or outcome
/// (DRIVER-REVIEW.md 3, 6, 9, 10, 14, 15, 16).
@MainActor
@Suite("Driver regressions: outcomes and state")
struct DriverStateRegressionTests {
    // Rule 88: the legacy write posts the device notification.
    @Test("Finding 3: on iOS 15 the driver's own UIDevice write is not the user turning the device")
    func legacyWriteIsNotARotation() async {
        let app = DriverFixture(os: 15, listPolicy: .allButUpsideDown)
        app.driver.isDeviceRotationLocked = true
        let waiting = await app.startRotation(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        app.uikit.advance(seconds: 1)
        let outcome = await app.outcome(of: waiting)
        #expect(outcome != nil)
        #expect(outcome == .applied(.landscapeRight))
        #expect(app.shown == .landscapeRight)
        #expect(app.driver.isDeviceRotationLocked)
        #expect(app.uikit.calls.contains("UIDevice.orientation = landscapeLeft"))
    }

    @Test("Finding 3: a real turn after the driver's write still counts")
    func realTurnAfterLegacyWrite() {
        let app = DriverFixture(os: 15, listPolicy: .allButUpsideDown)
        app.driver.rotate(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        app.uikit.rotateDevice(.portrait)
        #expect(app.driver.engine(for: app.window)?.deviceOrientation == .portrait)
    }

    // Rule 57: nothing turns under the user's finger.
    @Test("Finding 6: a hosted (SwiftUI) screen's interactive pop holds the rotation until it ends")
    func hostedScreenHoldsDuringInteractivePop() {
        let app = DriverFixture()
        let host = FakeController("host")
        host.isHosting = true
        host.hostedPolicy = .locked(.landscapeRight)
        host.hasProbe = true
        host.probeViewInstalled = true
        app.uikit.push(host, on: app.navigation)
        #expect(app.shown == .landscapeRight)
        let callsBefore = app.uikit.calls.count
        let transition = app.uikit.pop(app.navigation, interactive: true, holding: true)
        app.uikit.runTurns()
        #expect(app.shown == .landscapeRight)
        // The engine holds the popped screens: no call while the finger drives.
        #expect(app.uikit.calls.count == callsBefore)
        app.uikit.finish(transition, cancelled: true)
        #expect(app.shown == .landscapeRight)
        #expect(app.uikit.exceptions.isEmpty)
    }

    /// Two screens without a policy pushed, the top one popped under the finger (held): no probe sees it.
    private static func popUnderAFingerNoProbeSees() -> (DriverFixture, FakeController, FakeTransition) {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        let first = FakeController("first")
        app.uikit.push(first, on: app.navigation)
        app.uikit.push(FakeController("second"), on: app.navigation)
        let transition = app.uikit.pop(app.navigation, interactive: true, holding: true)
        app.uikit.runTurns()
        return (app, first, transition)
    }

    // Rule 57, where no probe sees the gesture: the screens it moves have no policy.
    @Test("A rotation asked for under a finger no probe saw waits for the gesture's end")
    func rotationWaitsForAnUnseenGesture() {
        let (app, first, transition) = Self.popUnderAFingerNoProbeSees()
        let callsBefore = app.uikit.calls.count
        app.driver.rotate(first, to: .landscapeRight)
        app.uikit.runTurns()
        #expect(app.uikit.calls.count == callsBefore, "no call while the finger drives")
        #expect(app.shown == .portrait)
        app.uikit.finish(transition)
        #expect(app.shown == .landscapeRight)
        #expect(app.uikit.exceptions.isEmpty)
    }

    // Rule 57 too: a policy change is held like a rotation.
    @Test("A policy set under a finger no probe saw applies at the gesture's end")
    func policyWaitsForAnUnseenGesture() {
        let (app, first, transition) = Self.popUnderAFingerNoProbeSees()
        let callsBefore = app.uikit.calls.count
        app.setPolicy(.locked(.landscapeLeft), on: first)
        app.uikit.runTurns()
        #expect(app.uikit.calls.count == callsBefore, "no call while the finger drives")
        #expect(app.shown == .portrait)
        app.uikit.finish(transition)
        #expect(app.shown == .landscapeLeft)
        #expect(app.uikit.exceptions.isEmpty)
    }

    // Rules 14-16 apply at launch only (found by the property runs on the
    // shipped driver): an app whose delegate UIKit never asks and whose
    // first report comes while it is in the background.
    @Test("A driver first heard of in the background believes what the scene shows, not the launch rule")
    func firstTreeInTheBackground() {
        let app = DriverFixture(listPolicy: nil, launch: false) { uikit, scene in
            uikit.deviceOrientation = .landscapeLeft
            scene.shown = .portrait
        }
        app.uikit.isAppActive = false
        app.driver.appWillResignActive()
        app.rotateNow(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        // The launch rule would have believed the device (landscapeRight)
        // and called the request applied at once.
        #expect(app.driver.engine(for: app.window)?.currentOrientation == .portrait)
        #expect(app.driver.engine(for: app.window)?.settledRotations.isEmpty == true)
    }

    // Rule 93: a hidden window stays in its scene.
    @Test("Finding 9: a hidden old window that stays alive stops deciding once the app declares another")
    func replacedAppWindow() {
        let app = DriverFixture()
        let home = FakeController("home")
        let newWindow = FakeWindow(scene: app.scene, root: home)
        app.setPolicy(.landscape, on: home)
        app.window.isHidden = true
        app.scene.declared = newWindow
        app.driver.rotate(home, to: .landscapeLeft)
        app.uikit.runTurns()
        #expect(!app.codes.contains("ORI-306"))
        #expect(app.driver.decidingScreen(in: newWindow)?.description.contains("home") == true)
    }

    // Rule 90: a tab switch asks nothing.
    @Test("Finding 10: a policy on one of UIKit's containers says its changes are seen late")
    func containerPolicyDiagnostic() {
        let app = DriverFixture()
        app.setPolicy(.landscape, on: app.navigation)
        #expect(app.codes.contains("ORI-307"))
        #expect(!app.navigation.hasProbe)
    }

    // Rule 94: error text is localized.
    @Test("Finding 14: a localized windowing refusal in a resizable iPhone scene is a windowing refusal")
    func localizedWindowingRefusal() {
        let app = DriverFixture(os: 27, listPolicy: .allButUpsideDown) { uikit, scene in
            uikit.bundle = AppBundle(phoneOrientations: .allButUpsideDown, linkedSDK: 27)
            uikit.windowingMessage = "Der Vorgang konnte nicht abgeschlossen werden. (Fehler 101)"
            scene.hasSizeRestrictions = true
        }
        app.scene.ignoresMasks = true
        app.driver.rotate(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        #expect(app.codes.contains("ORI-410"))
        #expect(!app.codes.contains("ORI-402"))
    }

    @Test("Finding 15: device notifications turned off before the driver starts stay off")
    func notificationsOffBeforeStart() {
        let app = DriverFixture(launch: false)
        let early = OrientationDriver(platform: app.uikit)
        early.observesDeviceOrientation = false
        app.uikit.driver = early
        app.uikit.deviceNotificationsBegun = 0
        app.uikit.generatesDeviceNotifications = false
        _ = early.supportedInterfaceOrientations(for: app.window)
        #expect(app.uikit.deviceNotificationsBegun == 0)
        early.observesDeviceOrientation = true
        #expect(app.uikit.deviceNotificationsBegun == 1)
        #expect(app.uikit.generatesDeviceNotifications && app.uikit.deviceNotificationsEnded == 0)
        early.observesDeviceOrientation = false
        early.observesDeviceOrientation = false
        #expect(!app.uikit.generatesDeviceNotifications && app.uikit.deviceNotificationsEnded == 1)
    }

    // Rule 19: below iOS 16 shouldAutorotate blocks a turn.
    @Test("Finding 16: below iOS 16 a turn that shouldAutorotate blocks is not believed")
    func legacyBlockedTurnNotBelieved() {
        let app = DriverFixture(os: 15, listPolicy: .allButUpsideDown)
        app.navigation.shouldAutorotate = false
        app.uikit.rotateDevice(.landscapeLeft)
        #expect(app.shown == .portrait)
        #expect(app.driver.engine(for: app.window)?.currentOrientation == .portrait)
    }
}
