#if canImport(UIKit) && os(iOS)
import UIKit

extension UIViewController {
    /// The policy the engine gives this screen when it snapshots the window:
    /// the policies of the SwiftUI views shown in it (`.orientationPolicy`,
    /// several combine by their intersection), else its own
    /// ``orientationPolicy``, else ``OrientationManager/fullScreenPlayerPolicy``
    /// when it is AVKit's presented player.
    @MainActor
    var effectiveOrientationPolicy: OrientationPolicy? {
        SwiftUIHostedPolicies.shared.policy(for: self)
            ?? orientationPolicy
            ?? OrientationManager.shared.fullScreenPlayerPolicy(for: self)
    }
}
#endif
