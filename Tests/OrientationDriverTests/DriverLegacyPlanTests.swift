import OrientationCore
import Testing

@testable import OrientationDriver

/// Below iOS 16 a rotation is the legacy plan: `UIDevice.orientation =
/// unknown`, the target, `attemptRotationToDeviceOrientation()` (rules 22,
/// 26). The driver leaves out the calls that would change nothing here.
@MainActor
@Suite("The legacy rotation plan below iOS 16")
struct DriverLegacyPlanTests {
    @Test("the device already reports another orientation: no write of unknown")
    func noUnknownWhenTheDeviceDiffers() {
        let app = DriverFixture(os: 15, listPolicy: .allButUpsideDown)
        app.uikit.calls = []
        app.driver.rotate(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        #expect(app.shown == .landscapeRight)
        #expect(!app.uikit.calls.contains("UIDevice.orientation = unknown"))
        #expect(app.uikit.calls.contains("UIDevice.orientation = landscapeLeft"))
        // The fake's write does not turn the interface: the attempt does.
        #expect(app.uikit.calls.contains("attemptRotationToDeviceOrientation()"))
    }

    @Test("the device already reports the target: unknown first, so that UIKit sees a change")
    func unknownWhenTheDeviceIsThere() throws {
        let app = DriverFixture(os: 15, listPolicy: .allButUpsideDown)
        let session = try #require(app.driver.existingSession(for: app.window))
        let plan = OrientationCommand.legacyRotate(.landscapeRight).platformCalls(osMajorVersion: 15)
        #expect(plan.first == .setLegacyDeviceOrientation(.unknown))
        app.uikit.deviceOrientation = .landscapeLeft
        #expect(!app.driver.isRedundant(at: 0, of: plan, in: session))
        app.uikit.deviceOrientation = .portrait
        #expect(app.driver.isRedundant(at: 0, of: plan, in: session))
        // The attempt after the write: needed unless the scene shows the target.
        #expect(!app.driver.isRedundant(at: 2, of: plan, in: session))
        app.uikit.rotateDevice(.landscapeLeft)
        #expect(app.shown == .landscapeRight)
        #expect(app.driver.isRedundant(at: 2, of: plan, in: session))
    }

    @Test("a second attempt in one turn that would see the same device, scene and answer is left out")
    func repeatedAttemptIsLeftOut() throws {
        let app = DriverFixture(os: 15)
        let session = try #require(app.driver.existingSession(for: app.window))
        let attempts = { app.uikit.calls.filter { $0.hasPrefix("attemptRotation") }.count }
        app.uikit.calls = []
        app.driver.attemptRotation(in: session)
        app.driver.attemptRotation(in: session)
        #expect(attempts() == 1)
        // The device turned: UIKit may find something else.
        app.uikit.deviceOrientation = .landscapeLeft
        app.driver.attemptRotation(in: session)
        #expect(attempts() == 2)
        // On the next turn the attempt is made again.
        app.uikit.runTurns()
        app.driver.attemptRotation(in: session)
        #expect(attempts() == 3)
    }

    @Test("an attempt after the answer changed in the same turn is made")
    func attemptAfterAnAnswerChangeIsMade() throws {
        let app = DriverFixture(os: 15, listPolicy: .allButUpsideDown)
        let session = try #require(app.driver.existingSession(for: app.window))
        let attempts = { app.uikit.calls.filter { $0.hasPrefix("attemptRotation") }.count }
        app.uikit.calls = []
        app.driver.attemptRotation(in: session)
        app.list.policy = .portrait
        app.driver.refresh(app.window, executeNow: false)
        #expect(session.engine.supportedMask == .portrait)
        app.driver.attemptRotation(in: session)
        #expect(attempts() == 2)
    }
}
