#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// Places a ``HostingProbeController`` behind a view and forwards its events.
struct HostingProbe: UIViewControllerRepresentable {
    /// True for `.orientationPolicy`: the probe reports its host's appearance.
    var reportsAppearance = false
    /// Called at once on every structural event and SwiftUI update.
    let onPlacement: @MainActor (HostingProbeController) -> Void
    /// Called once, at once, when SwiftUI removes the view for good.
    var onDismantle: (@MainActor (HostingProbeController) -> Void)?

    func makeUIViewController(context: Context) -> HostingProbeController {
        let controller = HostingProbeController()
        controller.reportsAppearance = reportsAppearance
        controller.onPlacement = onPlacement
        context.coordinator.onDismantle = onDismantle
        return controller
    }

    func updateUIViewController(_ controller: HostingProbeController, context: Context) {
        controller.reportsAppearance = reportsAppearance
        controller.onPlacement = onPlacement
        context.coordinator.onDismantle = onDismantle
        controller.placementChanged()
    }

    static func dismantleUIViewController(_ controller: HostingProbeController, coordinator: Coordinator) {
        controller.onPlacement = nil
        let onDismantle = coordinator.onDismantle
        coordinator.onDismantle = nil
        onDismantle?(controller)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Holds the dismantle callback, so that it runs once.
    @MainActor
    final class Coordinator {
        var onDismantle: (@MainActor (HostingProbeController) -> Void)?
    }
}

/// The window scene of one modified view, followed through its probe, so
/// that the view reads its own scene's orientation (`\.interfaceOrientation`).
/// Made by SwiftUI's `@State` outside the main actor; publishes on the next
/// turn of the main queue, never inside SwiftUI's update.
@MainActor
final class ProbeScene: ObservableObject {
    /// The identity of the view's scene, once a probe reported it.
    @Published private(set) var sceneID: ObjectIdentifier?
    /// The view's probe, while it exists.
    private(set) weak var probe: HostingProbeController?
    private weak var scene: UIWindowScene?

    nonisolated init() {}

    /// The scene the view is shown in, if known.
    var windowScene: UIWindowScene? { scene }

    /// The probe reported: follow its scene.
    func follow(_ probe: HostingProbeController) {
        self.probe = probe
        guard let found = probe.windowScene, found !== scene else { return }
        scene = found
        let id = ObjectIdentifier(found)
        DispatchQueue.main.async { [weak self, weak found] in
            guard let self, let found else { return }
            InterfaceOrientationCoordinator.shared.track(found)
            if self.sceneID != id { self.sceneID = id }
        }
    }
}
#endif
