#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import UIKit

/// One view's registration with the shared coordinator; the lifecycle rules
/// are the core's ``InterfaceOrientationRegistry/ViewLifecycle``.
@MainActor
final class InterfaceOrientationRegistrationHolder {
    private var lifecycle = InterfaceOrientationRegistry.ViewLifecycle()
    private weak var scene: UIWindowScene?

    /// Created by SwiftUI's `@State` outside the main actor; holds nothing yet.
    nonisolated init() {}

    /// The view appeared: register (or refresh) its mask.
    func appear(_ mask: InterfaceOrientationMask) {
        InterfaceOrientationCoordinator.shared.mutate(scene: scene) { lifecycle.appear(mask, in: &$0) }
    }

    /// The mask changed; takes effect at once while the view is on screen.
    func change(_ mask: InterfaceOrientationMask) {
        guard mask != lifecycle.mask else { return }
        InterfaceOrientationCoordinator.shared.mutate(scene: scene) { lifecycle.change(mask, in: &$0) }
    }

    /// The view disappeared or was dismantled: remove its registration, once.
    func disappear() {
        guard lifecycle.isRegistered else { return }
        InterfaceOrientationCoordinator.shared.mutate(scene: scene) { lifecycle.disappear(in: &$0) }
    }

    /// The probe behind the view reported: follow its scene and orientation,
    /// and pick up a mask that changed without `onChange` (iOS 13).
    func probe(_ controller: HostingProbeController, mask: InterfaceOrientationMask) {
        if let found = controller.windowScene { scene = found }
        InterfaceOrientationCoordinator.shared.track(controller.windowScene)
        change(mask)
    }
}
#endif
