#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import OrientationDriver
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
        configure(controller, context: context)
        return controller
    }

    func updateUIViewController(_ controller: HostingProbeController, context: Context) {
        configure(controller, context: context)
        controller.received(.updated)
    }

    @MainActor
    private func configure(_ controller: HostingProbeController, context: Context) {
        controller.reportsAppearance = reportsAppearance
        controller.onPlacement = onPlacement
        context.coordinator.onDismantle = onDismantle
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
/// Made by SwiftUI's `@State` outside the main actor. When it publishes is
/// the driver's `SceneFollower`.
@MainActor
final class ProbeScene: ObservableObject {
    /// The identity of the view's scene, once a probe reported it.
    @Published private(set) var sceneID: ObjectIdentifier?
    /// The view's probe, while it exists.
    private(set) weak var probe: HostingProbeController?
    private lazy var follower = SceneFollower<UIWindowScene>(
        onNextTurn: { work in DispatchQueue.main.async { work() } },
        track: { InterfaceOrientationCoordinator.shared.track($0) }, publish: { [weak self] in self?.sceneID = $0 })

    nonisolated init() {}

    /// The scene the view is shown in, if known.
    var windowScene: UIWindowScene? { follower.scene }

    /// The probe reported: follow its scene.
    func follow(_ probe: HostingProbeController) {
        self.probe = probe
        follower.follow(probe.windowScene)
    }
}
#endif
