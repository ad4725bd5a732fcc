import OrientationCore
import OrientationDriver
import Testing

/// The review's findings about when the driver calls UIKit (DRIVER-REVIEW.md
/// 2, 7, 12, 13).
@MainActor
@Suite("Driver regressions: calls at UIKit's times")
struct DriverTimingRegressionTests {
    // Rule 87: masks are published late during a push or pop.
    @Test("Finding 2: a remembered landscape player pushed from a portrait list turns, with no refusal")
    func pushedRememberedPlayerTurns() {
        let store = InMemoryOrientationStore(["player": .landscapeRight])
        // Face up on a table: the device says nothing, so memory decides (choice rule 3).
        let app = DriverFixture(store: store) { uikit, _ in uikit.deviceOrientation = .faceUp }
        let player = app.screen("player", policy: .remembered("player", supported: [.portrait, .landscape]))
        app.uikit.push(player, on: app.navigation)
        #expect(app.shown == .landscapeRight)
        #expect(!app.codes.contains("ORI-402"))
    }

    // Rule 87: a request made during a push is checked against the leaving screen.
    @Test("Finding 2: no geometry request is made while the push runs")
    func noRequestDuringTheTransition() {
        let app = DriverFixture()
        let player = app.screen("player", policy: .locked(.landscapeRight))
        let transition = app.uikit.push(player, on: app.navigation, holding: true)
        app.uikit.runTurns()
        #expect(!app.uikit.calls.contains { $0.hasPrefix("requestGeometryUpdate") })
        app.uikit.finish(transition)
        #expect(app.shown == .landscapeRight)
        #expect(!app.codes.contains("ORI-402"))
    }

    // Rule 87: asked again once on a later turn.
    @Test("Finding 2: a refusal by a stale mask is retried once, then reported")
    func staleRefusalRetriedOnce() {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        // UIKit keeps a portrait mask it never publishes again.
        app.scene.published = .portrait
        app.uikit.publishesNothing = true
        app.driver.rotate(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        let requests = app.uikit.calls.filter { $0.hasPrefix("requestGeometryUpdate") }
        #expect(requests.count == 2)
        #expect(app.codes.contains("ORI-402"))
    }

    // Rules 87 and 72: a refusal settles only the request it answers.
    @Test("Finding 2: a late refusal of an earlier request does not settle the later one")
    func lateRefusalOfEarlierRequest() {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        app.scene.published = .portrait
        app.uikit.publishesNothing = true
        app.driver.rotate(app.list, to: .landscapeRight)
        app.uikit.runTurn() // the refusal: asked again on the next turn
        app.uikit.runTurn() // refused again; its handler runs on the next turn
        // UIKit catches up, and the app asks for another orientation.
        app.uikit.publishesNothing = false
        app.scene.published = .allButUpsideDown
        app.driver.rotate(app.list, to: .landscapeLeft)
        app.uikit.runTurns()
        #expect(app.shown == .landscapeLeft)
        #expect(!app.codes.contains("ORI-402"))
        #expect(app.driver.engine(for: app.window)?.currentOrientation == .landscapeLeft)
    }

    // Rule 72: a refusal settles only the request it answers.
    @Test("Finding 2: a late refusal of another kind for an earlier request does not settle the later one")
    func lateOtherRefusalOfEarlierRequest() {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        app.uikit.failureCode = 102
        app.driver.rotate(app.list, to: .landscapeRight)
        // Its handler has not run yet: UIKit accepts the next request.
        app.uikit.failureCode = nil
        app.driver.rotate(app.list, to: .landscapeLeft)
        app.uikit.runTurns()
        #expect(app.shown == .landscapeLeft)
        #expect(!app.codes.contains("ORI-403"))
        #expect(app.driver.engine(for: app.window)?.currentOrientation == .landscapeLeft)
    }

    // Rule 87: requests wait for a transition only while its end can be heard.
    @Test("A transition whose end cannot be awaited holds no geometry request")
    func transitionWithoutCompletion() {
        // Only a geometry request turns this screen: portrait stays allowed.
        let store = InMemoryOrientationStore(["player": .landscapeRight])
        let app = DriverFixture(store: store) { uikit, _ in uikit.deviceOrientation = .faceUp }
        let player = app.screen("player", policy: .remembered("player", supported: [.portrait, .landscape]))
        let transition = FakeTransition()
        transition.refusesCompletions = true
        player.transition = transition
        app.navigation.stack = [app.list, player]
        app.uikit.callback(player, .willAppear)
        player.transition = nil
        app.uikit.runTurns()
        #expect(app.shown == .landscapeRight)
    }

    // Rule 72: an accepted request is not a result.
    @Test("Finding 12: an awaited rotation accepted but not carried out after a deferral resumes")
    func awaitedRotationResumes() async {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        app.uikit.acceptsWithoutTurning = true
        app.driver.appWillResignActive()
        let waiting = await app.startRotation(app.list, to: .landscapeRight)
        app.driver.appDidBecomeActive()
        app.uikit.runTurns()
        app.uikit.advance(seconds: 1)
        let outcome = await app.outcome(of: waiting)
        #expect(outcome != nil)
        #expect(outcome != .applied(.landscapeRight))
        #expect(app.shown == .portrait)
    }

    // Rules 58-59: the pop guard decides on each touch.
    @Test("Finding 13: deciding whether a pop may begin takes no snapshot and queues nothing")
    func popGuardReadsTheLastTree() {
        let app = DriverFixture()
        let player = app.screen("player", policy: .locked(.landscapeRight))
        app.uikit.push(player, on: app.navigation)
        let reads = app.uikit.rootReads
        let calls = app.uikit.calls.count
        for _ in 0..<50 { #expect(app.driver.popWouldRotate(app.navigation)) }
        app.uikit.runTurns()
        #expect(app.uikit.rootReads == reads)
        #expect(app.uikit.calls.count == calls)
    }

    // Rule 91: views load lazily.
    @Test("Finding 7: a probe's view is never inserted inside UIKit's question")
    func probeViewInstalledOutsideTheQuestion() {
        let app = DriverFixture()
        let tab = FakeController("later")
        tab.isViewLoaded = false
        app.setPolicy(.landscape, on: tab)
        #expect(!tab.probeViewInstalled)
        tab.isViewLoaded = true
        app.navigation.stack = [app.list, tab]
        app.uikit.ask(about: app.window)
        app.uikit.runTurns()
        #expect(tab.probeViewInstalled)
        #expect(app.uikit.exceptions.isEmpty)
    }

    // Rules 5-7 and 51: UIKit re-reads the owner of the window it asks about.
    @Test("An update of the supported orientations goes to the controller UIKit asks, once per decision")
    func updateGoesToTheOwnerOnly() {
        let app = DriverFixture()
        let player = app.screen("player", policy: .allButUpsideDown)
        app.uikit.present(player, from: app.navigation)
        app.uikit.calls = []
        app.setPolicy(.landscape, on: player)
        let updates = app.uikit.calls.filter { $0.hasPrefix("setNeedsUpdateOfSupportedInterfaceOrientations") }
        #expect(updates == ["setNeedsUpdateOfSupportedInterfaceOrientations(player)"])
        #expect(app.shown.isLandscape)
        #expect(app.uikit.exceptions.isEmpty)
    }

    // Rule 21: UIKit reads the answer as it presents; an update asked for
    // during the presentation is made at its end only if UIKit did not.
    @Test(
        "An update asked for during a presentation waits for its end, and is dropped when UIKit asked meanwhile",
        arguments: [false, true])
    func updateDuringPresentationWaits(uikitAsksAgain: Bool) {
        let app = DriverFixture()
        app.uikit.asksAsPresentationBegins = false
        app.uikit.asksAgainDuringPresentation = uikitAsksAgain
        let player = app.screen("player", policy: .landscape)
        app.uikit.calls = []
        app.uikit.present(player, from: app.navigation)
        let updates = app.uikit.calls.filter { $0.hasPrefix("setNeedsUpdateOfSupportedInterfaceOrientations") }
        #expect(updates.count == (uikitAsksAgain ? 0 : 1), "\(app.uikit.calls)")
        #expect(app.shown.isLandscape)
        #expect(app.uikit.exceptions.isEmpty)
    }
}
