#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// One view's registration with the shared coordinator: registered while the
/// view is on screen, updated when its mask changes, removed exactly once.
@MainActor
final class InterfaceOrientationRegistrationHolder {
    private var id: InterfaceOrientationRegistrationID?
    private var mask: InterfaceOrientationMask = []
    private weak var scene: UIWindowScene?

    /// Created by SwiftUI's `@State` outside the main actor; holds nothing yet.
    nonisolated init() {}

    /// The view appeared: register (or refresh) its mask.
    func appear(_ mask: InterfaceOrientationMask) {
        self.mask = mask
        let coordinator = InterfaceOrientationCoordinator.shared
        if let id {
            coordinator.update(id, to: mask, scene: scene)
        } else {
            id = coordinator.register(mask, scene: scene)
        }
    }

    /// The mask changed; takes effect at once while the view is on screen.
    func change(_ mask: InterfaceOrientationMask) {
        guard mask != self.mask else { return }
        self.mask = mask
        if let id { InterfaceOrientationCoordinator.shared.update(id, to: mask, scene: scene) }
    }

    /// The view disappeared: remove its registration, once.
    func disappear() {
        guard let id else { return }
        self.id = nil
        InterfaceOrientationCoordinator.shared.remove(id, scene: scene)
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
