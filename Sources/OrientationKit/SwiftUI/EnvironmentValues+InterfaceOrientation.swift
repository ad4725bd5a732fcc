#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import OrientationCore
import SwiftUI
import UIKit

/// The environment key of ``SwiftUI/EnvironmentValues/interfaceOrientation``.
private struct InterfaceOrientationKey: EnvironmentKey {
    static let defaultValue: OrientationCore.InterfaceOrientation = .unknown
}

extension EnvironmentValues {
    /// The current interface orientation of the view's own window scene,
    /// updated after every rotation. Set inside views that use
    /// `interfaceOrientations(_:)`, `orientationPolicy(_:)` or
    /// `tracksInterfaceOrientation()`; `unknown` elsewhere. In an app with
    /// several windows each view reads its own window's orientation; until
    /// its scene is known it reads the only scene's orientation, or
    /// `unknown` when there are several.
    public var interfaceOrientation: OrientationCore.InterfaceOrientation {
        get { self[InterfaceOrientationKey.self] }
        set { self[InterfaceOrientationKey.self] = newValue }
    }
}

extension View {
    /// Puts the current interface orientation of the view's window scene
    /// into its environment (`\.interfaceOrientation`) and keeps it right
    /// after every rotation, without stating any orientation. Apply it at
    /// the root of each scene.
    public func tracksInterfaceOrientation() -> some View {
        modifier(InterfaceOrientationTrackingModifier())
    }
}

/// Follows the view's scene and publishes its orientation into the environment.
struct InterfaceOrientationTrackingModifier: ViewModifier {
    @State private var scene = ProbeScene()

    func body(content: Content) -> some View {
        let scene = self.scene
        return InterfaceOrientationEnvironmentReader(coordinator: .shared, scene: scene) {
            content.background(HostingProbe(onPlacement: { scene.follow($0) }))
        }
    }
}

/// Observes the coordinator and writes the orientation of the view's own
/// scene into the environment.
@MainActor
struct InterfaceOrientationEnvironmentReader<Content: View>: View {
    @ObservedObject var coordinator: InterfaceOrientationCoordinator
    @ObservedObject var scene: ProbeScene
    let content: Content

    init(coordinator: InterfaceOrientationCoordinator, scene: ProbeScene, @ViewBuilder content: () -> Content) {
        self.coordinator = coordinator
        self.scene = scene
        self.content = content()
    }

    var body: some View {
        content.environment(\.interfaceOrientation, coordinator.orientation(ofSceneWith: scene.sceneID))
    }
}
#endif
