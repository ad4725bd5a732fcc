import OrientationCore
import OrientationDriver

/// A fake view for ``ViewRegistration``: registers with a coordinator on
/// ``FakeUIKit``, in the fixture's scene.
@MainActor
final class FakeRegisteredView: ViewRegistrationPlatform {
    let app: CoordinatorFixture
    /// True while the view's probe is in a window and shown there.
    var isShownInWindow = false
    /// How many times the other probes of the host were told.
    var siblingReports = 0
    /// How many times the registry was mutated.
    var mutations = 0

    init(_ app: CoordinatorFixture) {
        self.app = app
    }

    func mutate(_ body: (inout InterfaceOrientationRegistry) -> Void) {
        mutations += 1
        app.coordinator.mutate(scene: app.scene, body)
    }
    func siblingsMayHaveMoved() { siblingReports += 1 }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) { app.uikit.turnQueue.append(work) }
}
