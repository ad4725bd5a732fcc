import OrientationCore
import OrientationDriver

/// A SwiftUI app on ``FakeUIKit`` whose app delegate answers with the
/// `.interfaceOrientations` registry (`InterfaceOrientationCoordinator`):
/// one active scene showing portrait, one key window with a root screen.
/// The driver exists but drives nothing until asked.
@MainActor
final class CoordinatorFixture {
    let uikit = FakeUIKit()
    let driver: OrientationDriver<FakeUIKit>
    let coordinator: RegistryCoordinator<FakeUIKit>
    let scene = FakeScene()
    let window: FakeWindow
    let root = FakeController("root")
    /// How many times the coordinator published its orientations.
    var publications = 0
    /// What each publication said changed: the scenes' orientations, and
    /// the current orientation when it changed.
    var published: [(scenes: Bool, current: InterfaceOrientation?)] = []
    /// How many times the registry's mask was about to change.
    var maskChanges = 0
    /// The diagnostics handed to the coordinator's handler.
    var handled: [OrientationDiagnostic] = []

    init(os: Int = 17, defaults: InterfaceOrientationMask = .allButUpsideDown) {
        uikit.osMajorVersion = os
        let driver = OrientationDriver(platform: uikit)
        self.driver = driver
        coordinator = RegistryCoordinator(
            registry: InterfaceOrientationRegistry(
                defaultOrientations: defaults, allowOverridingDefaultOrientations: true),
            platform: uikit, driver: { driver })
        uikit.scenes = [scene]
        scene.published = .allButUpsideDown
        window = FakeWindow(scene: scene, root: root)
        window.isKey = true
        let coordinator = coordinator
        uikit.appDelegateMask = { _ in coordinator.registry.supportedOrientations }
        coordinator.orientationsDidChange = { [unowned self] scenes, current in
            publications += 1
            published.append((scenes != nil, current))
        }
        coordinator.maskWillChange = { [unowned self] in maskChanges += 1 }
        coordinator.diagnosticHandler = { [unowned self] in handled.append($0) }
    }

    /// Another scene with one window, showing `shown`.
    func addScene(
        shown: InterfaceOrientation = .portrait, activation: SceneActivation = .foregroundActive
    ) -> FakeScene {
        let other = FakeScene()
        other.shown = shown
        other.activation = activation
        other.published = .allButUpsideDown
        _ = FakeWindow(scene: other, root: FakeController("root\(uikit.scenes.count)"))
        uikit.scenes.append(other)
        return other
    }

    /// A view in `scene` registers `mask`, as `.interfaceOrientations` does.
    @discardableResult
    func register(_ mask: InterfaceOrientationMask, in scene: FakeScene?) -> InterfaceOrientationRegistrationID? {
        var id: InterfaceOrientationRegistrationID?
        coordinator.mutate(scene: scene) { id = $0.register(mask) }
        return id
    }

    /// The calls the driver's platform received, geometry requests only.
    var requests: [String] { uikit.calls.filter { $0.hasPrefix("requestGeometryUpdate") } }

    /// The codes of the diagnostics the driver recorded.
    var codes: [String] { driver.diagnostics.map(\.code.rawValue) }
}
