import OrientationCore
import OrientationDriver
import Testing

/// One call per visible rotation where one is enough (issue 26 item 5): an
/// update that leaves UIKit a single orientation turns the scene by itself
/// (rule 23), so no geometry request follows it unless the scene stays.
@MainActor
@Suite("Driver calls per rotation")
struct DriverCallCountTests {
    @Test("A policy that allows one other orientation turns the scene with the update alone")
    func singleOrientationPolicyTurnsWithTheUpdate() {
        let app = DriverFixture()
        app.uikit.calls = []
        app.setPolicy(.locked(.landscapeRight), on: app.list)
        #expect(app.shown == .landscapeRight)
        #expect(app.uikit.calls.filter { $0.hasPrefix("setNeedsUpdateOfSupportedInterfaceOrientations") }.count == 1)
        #expect(!app.uikit.calls.contains { $0.hasPrefix("requestGeometryUpdate") })
        #expect(app.driver.engine(for: app.window)?.awaitingGeometry == nil)
        #expect(!app.codes.contains("ORI-413"))
    }

    @Test("A locked landscape player pushed from a portrait list turns with no request")
    func pushedLockedPlayerTurnsWithoutRequest() {
        let app = DriverFixture()
        app.uikit.calls = []
        let player = app.screen("player", policy: .locked(.landscapeRight))
        let transition = app.uikit.push(player, on: app.navigation, holding: true)
        app.uikit.runTurns()
        app.uikit.finish(transition)
        app.uikit.runTurns()
        #expect(app.shown == .landscapeRight)
        #expect(!app.uikit.calls.contains { $0.hasPrefix("requestGeometryUpdate") })
        #expect(!app.codes.contains("ORI-402"))
    }

    @Test("Where UIKit does not turn as it publishes, the request follows on the next turn")
    func requestFollowsWhenThePublicationDoesNotTurn() {
        let app = DriverFixture()
        app.uikit.turnsWhenPublishing = false
        app.uikit.calls = []
        app.setPolicy(.locked(.landscapeRight), on: app.list)
        #expect(app.shown == .landscapeRight)
        let requests = app.uikit.calls.filter { $0.hasPrefix("requestGeometryUpdate") }
        #expect(requests == ["requestGeometryUpdate([landscapeRight])"])
        #expect(app.driver.engine(for: app.window)?.awaitingGeometry == nil)
    }

    @Test("A policy that leaves a choice keeps the request: UIKit could pick the other side")
    func choiceKeepsTheRequest() {
        let app = DriverFixture { uikit, _ in uikit.deviceOrientation = .faceUp }
        app.uikit.calls = []
        app.setPolicy(.landscape, on: app.list)
        #expect(app.uikit.calls.contains { $0.hasPrefix("requestGeometryUpdate") })
        #expect(app.driver.engine(for: app.window)?.currentOrientation == app.shown)
    }

    @Test("With no update under way, a request is made at once")
    func requestWithoutUpdateIsNotDelayed() {
        let app = DriverFixture()
        app.uikit.turnsWhenPublishing = false
        app.setPolicy(.locked(.landscapeRight), on: app.list)
        #expect(app.shown == .landscapeRight)
        // UIKit holds the lock now; the scene turns back by itself and the
        // app asks again.
        app.uikit.turn(app.scene, to: .portrait)
        app.uikit.runTurns()
        app.uikit.calls = []
        app.rotateNow(app.list, to: .landscapeRight)
        #expect(app.uikit.calls.contains { $0.hasPrefix("requestGeometryUpdate") })
    }
}
