import OrientationCore
import OrientationDriver
import Testing

/// The driver's public API on the fake UIKit: misuse gets a diagnostic and
/// a safe fallback, never a trap.
@MainActor
@Suite("The shipped driver's API")
struct DriverAPITests {
    @Test("A rotation asked for a screen in no window is ignored with ORI-302")
    func rotationForHiddenScreen() async {
        let app = DriverFixture()
        let offscreen = FakeController("offscreen")
        app.rotateNow(offscreen, to: .landscapeLeft)
        #expect(app.codes.contains("ORI-302"))
        let outcome = await app.driver.rotate(offscreen, to: .landscapeLeft)
        #expect(outcome == .refused(.screenNotShown))
    }

    @Test("A rotation asked from an overlay window is ignored with ORI-306")
    func rotationFromOverlay() {
        let app = DriverFixture()
        let hud = FakeController("hud")
        _ = FakeWindow(scene: app.scene, root: hud, level: 1)
        app.driver.rotate(hud, to: .landscapeLeft)
        #expect(app.codes.contains("ORI-306"))
    }

    @Test("An awaited rotation that applies at once returns applied")
    func awaitedRotationApplied() async {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        let outcome = await app.driver.rotate(app.list, to: .portrait)
        #expect(outcome == .applied(.portrait))
    }

    @Test("The resolved mask and the deciding screen without a new snapshot")
    func readers() {
        let app = DriverFixture()
        #expect(app.driver.resolvedMask(for: app.window) == .portrait)
        #expect(app.driver.decidingScreen(in: app.window)?.description == "list")
        let unknown = FakeWindow(scene: nil, root: nil)
        #expect(app.driver.resolvedMask(for: unknown) == .allButUpsideDown)
        #expect(app.driver.drivenScenes.count == 1)
    }

    @Test("Diagnostics are kept up to the maximum, handed to the handler, and cleared")
    func diagnosticsBuffer() {
        let app = DriverFixture()
        var handled = 0
        app.driver.diagnosticHandler = { _ in handled += 1 }
        app.driver.maximumDiagnostics = 2
        for _ in 0..<5 { app.driver.rotate(FakeController("gone"), to: .portrait) }
        #expect(app.driver.diagnostics.count == 2)
        #expect(handled == 5)
        app.driver.clearDiagnostics()
        #expect(app.driver.diagnostics.isEmpty)
    }

    @Test("A refusal reaches the handler and every stream")
    func refusalsDelivered() async {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        var refused: [OrientationRefusal] = []
        app.driver.refusalHandler = { refused.append($0) }
        let stream = app.driver.refusals
        app.scene.ignoresMasks = true
        app.rotateNow(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        #expect(!refused.isEmpty)
        guard !refused.isEmpty else { return }
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first == refused.first)
    }

    @Test("An error outside UISceneErrorDomain is reported as ORI-403")
    func nonSceneError() {
        let app = DriverFixture(listPolicy: .allButUpsideDown)
        app.uikit.failsOutsideSceneDomain = true
        app.driver.rotate(app.list, to: .landscapeRight)
        app.uikit.runTurns()
        #expect(app.codes.contains("ORI-403"))
    }

    @Test("Without a window, UIKit's question is answered from the key window, else with the default mask")
    func noWindow() {
        let app = DriverFixture()
        #expect(app.driver.supportedInterfaceOrientations(for: nil) == .portrait)
        app.window.isKey = false
        #expect(app.driver.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    }

    @Test("A scene that goes away ends the rotations awaited in it")
    func sceneGoneEndsWaiters() async {
        let uikit = FakeUIKit()
        let driver = OrientationDriver(platform: uikit)
        uikit.driver = driver
        uikit.acceptsWithoutTurning = true
        let box = OutcomeBox()
        do {
            let scene = FakeScene()
            let screen = FakeController("screen")
            screen.policy = .allButUpsideDown
            let window = FakeWindow(scene: scene, root: screen)
            scene.declared = window
            uikit.scenes = [scene]
            uikit.launch(window)
            driver.appWillResignActive()
            Task { @MainActor in
                box.started = true
                box.value = await driver.rotate(screen, to: .landscapeRight)
            }
            while !box.started { await Task.yield() }
            uikit.scenes = []
        }
        // The scene and its window are gone; the next event prunes them.
        driver.appDidBecomeActive()
        for _ in 0..<1_000 where box.value == nil { await Task.yield() }
        #expect(box.value == .refused(.screenNotShown))
    }

    @Test("A policy set on a screen in no window does not start the driver (no app may run yet)")
    func policyOffWindowDoesNotStart() {
        let uikit = FakeUIKit()
        let driver = OrientationDriver(platform: uikit)
        uikit.driver = driver
        let screen = FakeController("screen")
        screen.policy = .landscape
        driver.policyDidChange(on: screen, from: nil)
        #expect(uikit.deviceNotificationsBegun == 0)
        #expect(uikit.appStateReads == 0)
        #expect(screen.hasProbe)
    }

    @Test("The per-scene answer reports once when only the scene delegate answers before iOS 27 (ORI-415)")
    func authorityCheck() {
        let app = DriverFixture(launch: false) { uikit, scene in
            uikit.appDelegateAnswersOrientations = false
            scene.sceneDelegateAnswers = true
        }
        _ = app.driver.supportedInterfaceOrientations(forScene: app.scene)
        #expect(app.codes.contains("ORI-415"))
    }
}
