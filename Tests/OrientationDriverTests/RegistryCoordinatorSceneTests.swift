import OrientationCore
import OrientationDriver
import Testing

/// Which scene the SwiftUI coordinator follows and what it publishes
/// (`RegistryCoordinator`, behind `InterfaceOrientationCoordinator`).
@MainActor
@Suite("SwiftUI coordinator: scenes followed and orientations published")
struct RegistryCoordinatorSceneTests {
    @Test("The followed scene gives the current orientation; every scene seen keeps its own")
    func followedSceneGivesTheCurrentOrientation() {
        let app = CoordinatorFixture()
        let other = app.addScene(shown: .landscapeRight)
        app.coordinator.track(other)
        #expect(app.coordinator.currentOrientation == .landscapeRight)
        app.coordinator.track(app.scene)
        #expect(app.coordinator.currentOrientation == .portrait)
        #expect(app.coordinator.sceneOrientations.orientation(for: ObjectIdentifier(other)) == .landscapeRight)
        #expect(app.coordinator.sceneOrientations.orientation(for: ObjectIdentifier(app.scene)) == .portrait)
    }

    @Test("With no followed scene the first foreground scene gives the orientation; none gives unknown")
    func firstForegroundSceneWithoutFollowedOne() {
        let app = CoordinatorFixture()
        app.scene.activation = .background
        _ = app.addScene(shown: .landscapeLeft, activation: .foregroundInactive)
        app.coordinator.track(nil)
        #expect(app.coordinator.currentOrientation == .landscapeLeft)
        for scene in app.uikit.scenes { scene.activation = .background }
        app.coordinator.refreshOrientations()
        #expect(app.coordinator.currentOrientation == .unknown)
    }

    @Test("A registration from a view in another scene follows that scene, even when the mask stays")
    func registrationFollowsItsScene() {
        let app = CoordinatorFixture()
        app.coordinator.track(app.scene)
        let other = app.addScene(shown: .landscapeRight)
        app.register(.allButUpsideDown, in: other)
        #expect(app.maskChanges == 0)
        #expect(app.coordinator.currentOrientation == .landscapeRight)
    }

    @Test("Only changes are published")
    func onlyChangesArePublished() {
        let app = CoordinatorFixture()
        app.coordinator.track(app.scene)
        app.coordinator.track(app.scene)
        app.coordinator.refreshOrientations()
        #expect(app.publications == 1)
        app.scene.shown = .landscapeRight
        app.coordinator.refreshOrientations()
        #expect(app.publications == 2)
    }

    @Test("The defaults given at creation win; without them the Info.plist's for the idiom count")
    func defaultsAtCreation() {
        let uikit = FakeUIKit()
        uikit.idiom = .pad
        let info: [String: Any] = ["UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeRight"]]
        let driver = OrientationDriver(platform: uikit)
        func coordinator(_ defaults: InterfaceOrientationMask?) -> RegistryCoordinator<FakeUIKit> {
            RegistryCoordinator(
                defaultOrientations: defaults, allowOverridingDefaultOrientations: false, info: { info[$0] },
                platform: uikit, driver: { driver })
        }
        #expect(coordinator(nil).registry.defaultOrientations == .landscapeRight)
        #expect(coordinator(.portrait).registry.defaultOrientations == .portrait)
        #expect(!coordinator(nil).registry.allowOverridingDefaultOrientations)
    }

    @Test("Each publication says what changed: the scenes' orientations, the current one, or both")
    func publicationsSayWhatChanged() {
        let app = CoordinatorFixture()
        app.coordinator.track(app.scene)
        let other = app.addScene(shown: .landscapeRight)
        other.shown = .landscapeLeft
        app.coordinator.sceneDidRotate(other)
        app.coordinator.track(other)
        app.coordinator.sceneDidDisconnect(other)
        let said = app.published.map { "\($0.scenes) \($0.current.map(String.init(describing:)) ?? "-")" }
        #expect(said == ["true portrait", "true -", "false landscapeLeft", "true -"])
    }

    @Test("A followed scene's rotation is read from its geometry, observed once per scene")
    func geometryObservedOnce() {
        let app = CoordinatorFixture()
        app.coordinator.track(app.scene)
        app.coordinator.sceneDidRotate(app.scene)
        #expect(app.scene.geometryObservers.count == 1)
        app.uikit.turn(app.scene, to: .landscapeLeft)
        app.uikit.runTurns()
        #expect(app.coordinator.currentOrientation == .landscapeLeft)
    }

    @Test("A probe's rotation in a scene not seen before makes it known and read")
    func rotationInANewScene() {
        let app = CoordinatorFixture()
        let other = app.addScene(shown: .landscapeRight)
        // A probe that knows no scene yet changes nothing.
        let before = app.publications
        app.coordinator.sceneDidRotate(nil)
        #expect(app.publications == before)
        app.coordinator.sceneDidRotate(other)
        #expect(app.coordinator.sceneOrientations.orientation(for: ObjectIdentifier(other)) == .landscapeRight)
    }

    @Test("A disconnected scene is forgotten with its observation, and published")
    func disconnectedSceneIsForgotten() {
        let app = CoordinatorFixture()
        let other = app.addScene(shown: .landscapeRight)
        app.coordinator.track(other)
        let before = app.publications
        app.coordinator.sceneDidDisconnect(other)
        #expect(app.coordinator.sceneOrientations.orientation(for: ObjectIdentifier(other)) == .unknown)
        #expect(other.geometryObservers.allSatisfy { $0.token.token == nil })
        #expect(app.publications == before + 1)
        // Seen again: followed again.
        app.coordinator.sceneDidRotate(other)
        #expect(other.geometryObservers.contains { $0.token.token != nil })
    }

    @Test("Entering the foreground reads the orientations again, and runs no waiting rotation")
    func foregroundReadsAgain() {
        let app = CoordinatorFixture()
        app.coordinator.track(app.scene)
        app.scene.shown = .landscapeRight
        app.coordinator.sceneDidChange(app.scene, activated: false)
        #expect(app.coordinator.currentOrientation == .landscapeRight)
    }
}
