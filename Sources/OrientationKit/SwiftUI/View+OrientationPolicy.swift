#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Gives the screen hosting this view an orientation policy, as
    /// ``UIKit/UIViewController/orientationPolicy`` gives one to a UIKit
    /// screen: a SwiftUI view in a hosting controller that is pushed
    /// (`NavigationStack`), presented (`.sheet`, `.fullScreenCover`) or shown
    /// in a tab behaves exactly like a UIKit screen with the same policy
    /// (locked, remembered, matching the presenter).
    ///
    /// The policy counts while the view is in its hosting controller and
    /// shown there (at least half of it, or half of the screen, inside the
    /// host's bounds: the visible page of a page-style `TabView` decides).
    /// Several views with policies in one host combine by their
    /// intersection; when they share no orientation the newest one decides
    /// and `ORI-502` says so. A cover's policy is known before UIKit first
    /// asks about the presentation. The app delegate must answer with
    /// ``OrientationManager/supportedInterfaceOrientations(for:)-(UIWindow?)``.
    ///
    /// ```swift
    /// PlayerView().orientationPolicy(.locked(.landscapeRight))
    /// ```
    public func orientationPolicy(_ policy: OrientationPolicy) -> some View {
        modifier(OrientationPolicyModifier(policy: policy))
    }
}

/// Places the view's policy on its hosting controller for as long as the
/// view is there; the probe's SwiftUI updates carry a new policy at once.
struct OrientationPolicyModifier: ViewModifier {
    /// The policy of the hosting screen.
    let policy: OrientationPolicy
    @State private var scene = ProbeScene()

    func body(content: Content) -> some View {
        let scene = self.scene
        let policy = self.policy
        return InterfaceOrientationEnvironmentReader(coordinator: .shared, scene: scene) {
            content
                .background(
                    HostingProbe(
                        reportsAppearance: true,
                        onPlacement: { probe in
                            scene.follow(probe)
                            SwiftUIHostedPolicies.shared.place(probe, policy: policy)
                        }, onDismantle: { SwiftUIHostedPolicies.shared.remove($0) })
                )
                .onAppear { Self.measure(scene) }
                .onDisappear { Self.measure(scene) }
        }
    }

    /// SwiftUI's appear and disappear are hints, never proof: they only
    /// make the host's views be measured again.
    @MainActor
    private static func measure(_ scene: ProbeScene) {
        if let probe = scene.probe { SwiftUIHostedPolicies.shared.presenceMayHaveChanged(probe) }
    }
}
#endif
