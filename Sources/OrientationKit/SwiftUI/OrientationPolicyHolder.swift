#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import UIKit

/// Gives one SwiftUI view's policy to its hosting view controller, through
/// ``UIKit/UIViewController/orientationPolicy``, so that the UIKit engine
/// treats the hosted screen exactly like a UIKit screen with that policy.
/// The rules are the core's ``HostedPolicyLifecycle``: a covered screen
/// keeps its policy, as a UIKit screen does, so that it comes back in the
/// orientation it showed (choice rule 3); the previous policy returns once
/// when SwiftUI removes the view.
@MainActor
final class OrientationPolicyHolder {
    private var lifecycle = HostedPolicyLifecycle<ObjectIdentifier>()
    private weak var host: UIViewController?

    /// Created by SwiftUI's `@State` outside the main actor; holds nothing yet.
    nonisolated init() {}

    /// The probe reported: follow its hosting controller and apply `policy`.
    func probe(_ controller: HostingProbeController, policy: OrientationPolicy) {
        InterfaceOrientationCoordinator.shared.track(controller.windowScene)
        let found = controller.hostingController
        let known = [host, found]
        run(lifecycle.place(policy, on: found.map(ObjectIdentifier.init), current: policies(of: known)), known)
        host = found
    }

    /// The policy changed while the view is shown (`onChange`, iOS 14+).
    func change(_ policy: OrientationPolicy) {
        run(lifecycle.change(policy, current: policies(of: [host])), [host])
    }

    /// SwiftUI removed the view: put the previous policy back, once.
    func release() {
        run(lifecycle.release(current: policies(of: [host])), [host])
        host = nil
    }

    private func policies(of controllers: [UIViewController?]) -> (ObjectIdentifier) -> OrientationPolicy? {
        { id in controllers.first { $0.map(ObjectIdentifier.init) == id }??.orientationPolicy }
    }

    private func run(_ steps: [HostedPolicyLifecycle<ObjectIdentifier>.Step], _ controllers: [UIViewController?]) {
        for case .set(let id, let policy) in steps {
            controllers.first { $0.map(ObjectIdentifier.init) == id }??.orientationPolicy = policy
        }
    }
}
#endif
