import OrientationCore
import OrientationDriver

/// An app on ``FakeUIKit`` whose app delegate answers with the driver: one
/// scene, one window, a navigation controller with a list screen.
@MainActor
final class DriverFixture {
    let uikit = FakeUIKit()
    let driver: OrientationDriver<FakeUIKit>
    let scene = FakeScene()
    let window: FakeWindow
    let navigation = FakeController("nav", container: .navigation)
    let list = FakeController("list")

    init(
        os: Int = 17, idiom: Idiom = .phone, listPolicy: OrientationPolicy? = .portrait,
        store: RememberedOrientationStore = InMemoryOrientationStore(), launch: Bool = true,
        configure: (FakeUIKit, FakeScene) -> Void = { _, _ in }
    ) {
        uikit.osMajorVersion = os
        uikit.idiom = idiom
        driver = OrientationDriver(platform: uikit)
        driver.store = store
        configure(uikit, scene)
        uikit.driver = driver
        uikit.scenes = [scene]
        navigation.stack = [list]
        window = FakeWindow(scene: scene, root: navigation)
        window.isKey = true
        scene.declared = window
        if let listPolicy { setPolicy(listPolicy, on: list) }
        if launch { uikit.launch(window) }
    }

    /// The app sets a screen's policy, as `orientationPolicy`'s setter does.
    func setPolicy(_ policy: OrientationPolicy?, on screen: FakeController) {
        let old = screen.policy
        screen.policy = policy
        driver.policyDidChange(on: screen, from: old)
        uikit.runTurns()
    }

    /// A screen with a policy, its probe added as the setter adds it.
    func screen(_ name: String, policy: OrientationPolicy?) -> FakeController {
        let screen = FakeController(name)
        if let policy {
            screen.policy = policy
            driver.policyDidChange(on: screen, from: nil)
        }
        return screen
    }

    /// The app asks for a rotation without waiting (the synchronous form,
    /// which an `async` caller cannot name directly).
    func rotateNow(_ screen: FakeController, to orientation: InterfaceOrientation) {
        driver.rotate(screen, to: orientation)
    }

    /// Starts `rotate(_:to:) async` and returns once the request reached
    /// the driver (the task runs up to its suspension in one go).
    func startRotation(_ screen: FakeController, to orientation: InterfaceOrientation) async -> OutcomeBox {
        let driver = driver
        let box = OutcomeBox()
        Task { @MainActor in
            box.started = true
            box.value = await driver.rotate(screen, to: orientation)
        }
        while !box.started { await Task.yield() }
        return box
    }

    /// The outcome of a started rotation, or `nil` when it has not resumed
    /// after many turns of the main actor: a hang fails the test instead
    /// of stopping the suite.
    func outcome(of box: OutcomeBox) async -> RotationOutcome? {
        for _ in 0..<1_000 where box.value == nil { await Task.yield() }
        return box.value
    }

    /// The orientation the scene shows.
    var shown: InterfaceOrientation { scene.shown }

    /// The codes of the driver's diagnostics.
    var codes: [String] { driver.diagnostics.map(\.code.rawValue) }
}

/// Where a rotation's outcome lands once it resumes.
@MainActor
final class OutcomeBox {
    /// True once the rotation's task began (and so reached the driver).
    var started = false
    var value: RotationOutcome?
}
