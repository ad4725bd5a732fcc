import OrientationCore
import OrientationDriver
import Testing

/// What the SwiftUI coordinator tells UIKit when the registry's mask
/// changes (`RegistryCoordinator`, behind `InterfaceOrientationCoordinator`).
@MainActor
@Suite("SwiftUI coordinator: what UIKit is told when the views' mask changes")
struct RegistryCoordinatorChangeTests {
    @Test("A landscape view in the portrait scene: UIKit asks again, then the scene rotates; the driver hears the mask")
    func landscapeViewRotatesItsScene() {
        let app = CoordinatorFixture()
        app.root.presented = FakeController("sheet")
        app.register(.landscape, in: app.scene)
        #expect(app.maskChanges == 1)
        #expect(app.driver.configuration.defaultMask == .landscape)
        #expect(
            app.uikit.calls.prefix(2) == [
                "setNeedsUpdateOfSupportedInterfaceOrientations(root)",
                "setNeedsUpdateOfSupportedInterfaceOrientations(sheet)",
            ])
        #expect(app.uikit.calls.filter { $0 == "setNeedsUpdateOfSupportedInterfaceOrientations(root)" }.count == 1)
        #expect(app.requests == ["requestGeometryUpdate(\(InterfaceOrientationMask.landscape))"])
        // Read again once the calls ran.
        #expect(app.coordinator.currentOrientation.isLandscape)
        app.uikit.runTurns()
        #expect(app.scene.shown.isLandscape)
        #expect(app.coordinator.currentOrientation == app.scene.shown)
    }

    @Test("A registration that leaves the mask as it was tells UIKit nothing")
    func unchangedMaskTellsNothing() {
        let app = CoordinatorFixture()
        app.register(.landscape, in: app.scene)
        let calls = app.uikit.calls
        app.register(.landscape, in: app.scene)
        #expect(app.uikit.calls == calls)
        #expect(app.maskChanges == 1)
    }

    @Test("Views sharing no orientation report ORI-501 once, when the fallback begins")
    func fallbackReportedOnce() {
        let app = CoordinatorFixture()
        app.register(.portrait, in: app.scene)
        app.register(.landscape, in: app.scene)
        app.register(.landscapeLeft, in: app.scene)
        #expect(app.handled.map(\.code) == [.registryEmptyIntersection])
        #expect(app.codes == ["ORI-501"])
        #expect(app.coordinator.lastDiagnostic?.code == .registryEmptyIntersection)
    }

    @Test("An inactive scene is asked again but not rotated (ORI-303); its activation runs the rotation")
    func inactiveSceneWaitsForActivation() {
        let app = CoordinatorFixture()
        app.scene.activation = .foregroundInactive
        app.register(.landscape, in: app.scene)
        #expect(app.requests.isEmpty)
        #expect(app.uikit.calls.contains("setNeedsUpdateOfSupportedInterfaceOrientations(root)"))
        #expect(app.codes == ["ORI-303"])
        app.scene.activation = .foregroundActive
        // Entering the foreground is not the activation.
        app.coordinator.sceneDidChange(app.scene, activated: false)
        #expect(app.requests.isEmpty)
        app.coordinator.sceneDidChange(app.scene, activated: true)
        #expect(app.requests.count == 1)
        // Once only.
        app.coordinator.sceneDidChange(app.scene, activated: true)
        #expect(app.requests.count == 1)
    }

    @Test("Only the view's scene rotates: other foreground scenes are asked again, background ones not at all")
    func otherScenesAreOnlyAskedAgain() {
        let app = CoordinatorFixture()
        _ = app.addScene(shown: .portrait)
        let background = app.addScene(shown: .portrait, activation: .background)
        app.register(.landscape, in: app.scene)
        #expect(app.requests.count == 1)
        #expect(app.uikit.calls.contains("setNeedsUpdateOfSupportedInterfaceOrientations(root1)"))
        #expect(!app.uikit.calls.contains("setNeedsUpdateOfSupportedInterfaceOrientations(root2)"))
        app.uikit.runTurns()
        #expect(background.shown == .portrait)
        #expect(app.scene.shown.isLandscape)
    }

    @Test("A scene the driver drives is left to it: not even an inactive one's deferral is the coordinator's")
    func drivenSceneIsLeftToTheDriver() {
        let app = CoordinatorFixture()
        _ = app.driver.supportedInterfaceOrientations(for: app.window)
        app.uikit.runTurns()
        app.scene.activation = .foregroundInactive
        app.register(.landscape, in: app.scene)
        #expect(app.handled.isEmpty)
        #expect(app.driver.configuration.defaultMask == .landscape)
        let undriven = CoordinatorFixture()
        undriven.scene.activation = .foregroundInactive
        undriven.register(.landscape, in: undriven.scene)
        #expect(undriven.handled.map(\.code) == [.engineRequestDeferred])
    }

    @Test("A view in another scene does not make the coordinator ask the driven scene again")
    func drivenSceneIsNotAskedAgain() {
        let app = CoordinatorFixture()
        app.root.policy = .portrait
        _ = app.driver.supportedInterfaceOrientations(for: app.window)
        app.uikit.runTurns()
        let other = app.addScene()
        app.uikit.calls = []
        app.register(.landscape, in: other)
        app.uikit.runTurns()
        #expect(app.uikit.calls.contains("setNeedsUpdateOfSupportedInterfaceOrientations(root1)"))
        #expect(!app.uikit.calls.contains("setNeedsUpdateOfSupportedInterfaceOrientations(root)"))
    }

    @Test("A change with no view's scene (the defaults) rotates the followed scene")
    func defaultsChangeRotatesTheFollowedScene() {
        let app = CoordinatorFixture()
        app.coordinator.track(app.scene)
        app.coordinator.mutate(scene: nil) { $0.defaultOrientations = .landscape }
        #expect(app.requests.count == 1)
    }

    @Test("A disconnected scene's waiting rotation is dropped")
    func disconnectedSceneDropsItsRequest() {
        let app = CoordinatorFixture()
        app.scene.activation = .foregroundInactive
        app.register(.landscape, in: app.scene)
        app.coordinator.sceneDidDisconnect(app.scene)
        app.scene.activation = .foregroundActive
        app.coordinator.sceneDidChange(app.scene, activated: true)
        #expect(app.requests.isEmpty)
    }

    @Test("The app delegate's answer for the key window decides the rotation, not the registry's mask")
    func appDelegateAnswerDecides() {
        let app = CoordinatorFixture()
        let first = FakeWindow(scene: nil, root: FakeController("first"))
        app.scene.windows.insert(first, at: 0)
        first.scene = app.scene
        app.uikit.appDelegateMask = { window in window === app.window ? .allButUpsideDown : .landscape }
        app.register(.landscape, in: app.scene)
        #expect(app.requests.isEmpty)
    }

    @Test("Without an app delegate answer the scene delegate's decides, else the registry's mask")
    func sceneDelegateThenRegistry() {
        let app = CoordinatorFixture()
        app.uikit.appDelegateMask = nil
        app.scene.sceneDelegateMask = .allButUpsideDown
        app.register(.landscape, in: app.scene)
        #expect(app.requests.isEmpty)
        let plain = CoordinatorFixture()
        plain.uikit.appDelegateMask = nil
        plain.register(.landscape, in: plain.scene)
        #expect(plain.requests.count == 1)
    }

    @Test("Below iOS 16: the legacy calls, no geometry request")
    func legacyCallsBelow16() throws {
        let app = CoordinatorFixture(os: 15)
        _ = app.addScene()
        let id = try #require(app.register(.landscape, in: app.scene))
        #expect(app.requests.isEmpty)
        // The other scene is asked again the legacy way too.
        #expect(!app.uikit.calls.contains { $0.hasPrefix("setNeedsUpdateOfSupportedInterfaceOrientations") })
        #expect(app.uikit.calls.contains { $0.hasPrefix("UIDevice.orientation = ") })
        app.uikit.calls = []
        // A change that needs no rotation: UIKit is asked to attempt one.
        app.coordinator.mutate(scene: app.scene) { _ = $0.update(id, to: .all) }
        #expect(app.uikit.calls.allSatisfy { $0 == "attemptRotationToDeviceOrientation()" })
        #expect(!app.uikit.calls.isEmpty)
    }

    @Test("A refused request reports ORI-402 (101) or ORI-403 (another code), and the orientation is read again")
    func refusalsAreReported() {
        for (code, expected) in [(101, "ORI-402"), (7, "ORI-403")] {
            let app = CoordinatorFixture()
            app.uikit.failureCode = code
            app.uikit.publishesNothing = true
            app.coordinator.track(app.scene)
            app.register(.landscape, in: app.scene)
            let before = app.publications
            app.scene.shown = .portraitUpsideDown
            app.uikit.runTurns()
            #expect(app.codes.contains(expected))
            #expect(app.publications == before + 1)
        }
    }
}
