#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// The environment key of ``SwiftUI/EnvironmentValues/interfaceOrientation``.
private struct InterfaceOrientationKey: EnvironmentKey {
    static let defaultValue: OrientationCore.InterfaceOrientation = .unknown
}

extension EnvironmentValues {
    /// The current interface orientation of the scene, updated after every
    /// rotation. Set inside views that use `interfaceOrientations(_:)`,
    /// `orientationPolicy(_:)` or `tracksInterfaceOrientation()`; `unknown`
    /// elsewhere.
    public var interfaceOrientation: OrientationCore.InterfaceOrientation {
        get { self[InterfaceOrientationKey.self] }
        set { self[InterfaceOrientationKey.self] = newValue }
    }
}

extension View {
    /// Puts the current interface orientation into this view's environment
    /// (`\.interfaceOrientation`) and keeps it right after every rotation,
    /// without stating any orientation. Apply it at the root of a scene.
    public func tracksInterfaceOrientation() -> some View {
        modifier(InterfaceOrientationTrackingModifier())
    }
}

/// Follows the view's scene and publishes its orientation into the environment.
struct InterfaceOrientationTrackingModifier: ViewModifier {
    func body(content: Content) -> some View {
        InterfaceOrientationEnvironmentReader(coordinator: .shared) {
            content.background(HostingProbe { InterfaceOrientationCoordinator.shared.track($0.windowScene) })
        }
    }
}

/// Observes the coordinator and writes its orientation into the environment.
@MainActor
struct InterfaceOrientationEnvironmentReader<Content: View>: View {
    @ObservedObject var coordinator: InterfaceOrientationCoordinator
    let content: Content

    init(coordinator: InterfaceOrientationCoordinator, @ViewBuilder content: () -> Content) {
        self.coordinator = coordinator
        self.content = content()
    }

    var body: some View {
        content.environment(\.interfaceOrientation, coordinator.interfaceOrientation)
    }
}
#endif
