#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// Gives one SwiftUI view's policy to its hosting view controller, through
/// ``UIKit/UIViewController/orientationPolicy``, so that the UIKit engine
/// treats the hosted screen exactly like a UIKit screen with that policy.
///
/// The policy is set when the view's probe joins its hosting controller,
/// replaced when the view's policy changes, and the previous value is put
/// back once when SwiftUI removes the view (or the probe moves to another
/// controller). A covered screen keeps its policy, as a UIKit screen does,
/// so that it comes back in the orientation it showed (choice rule 2).
@MainActor
final class OrientationPolicyHolder {
    private weak var host: UIViewController?
    private var previous: OrientationPolicy?
    private var policy: OrientationPolicy?

    /// Created by SwiftUI's `@State` outside the main actor; holds nothing yet.
    nonisolated init() {}

    /// The probe reported: follow its hosting controller and apply `policy`.
    func probe(_ controller: HostingProbeController, policy: OrientationPolicy) {
        InterfaceOrientationCoordinator.shared.track(controller.windowScene)
        let found = controller.hostingController
        if found !== host { release() }
        guard let found else { return }
        if host == nil {
            host = found
            previous = found.orientationPolicy
        }
        self.policy = policy
        if found.orientationPolicy != policy { found.orientationPolicy = policy }
    }

    /// The policy changed while the view is shown (`onChange`, iOS 14+).
    func change(_ policy: OrientationPolicy) {
        self.policy = policy
        if let host, host.orientationPolicy != policy { host.orientationPolicy = policy }
    }

    /// SwiftUI removed the view: put the previous policy back, once.
    func release() {
        defer { host = nil; previous = nil; policy = nil }
        guard let host, host.orientationPolicy == policy else { return }
        host.orientationPolicy = previous
    }
}
#endif
