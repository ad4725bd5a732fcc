#if canImport(UIKit) && os(iOS)
#if canImport(SwiftUI)
import SwiftUI
#endif
import OrientationCore
import OrientationDriver
import UIKit

/// The policies of every `.orientationPolicy` view, placed on the hosting
/// controllers that show them. The decisions (placement, measuring, the
/// render of a cover UIKit asks about first, when the driver hears of a
/// change) are the driver's `HostedPolicyPlacements`, tested on Linux.
enum SwiftUIHostedPolicies {
    /// The placements every `.orientationPolicy` modifier uses.
    @MainActor static let shared = HostedPolicyPlacements(platform: SwiftUIHostingPlatform())
}

/// The UIKit and SwiftUI adapter of `HostingPlatform`: each member forwards
/// one read or call and decides nothing.
@MainActor
final class SwiftUIHostingPlatform: HostingPlatform {
    func host(of probe: HostingProbeController) -> UIViewController? { probe.hostingController }
    func isShown(_ probe: HostingProbeController, in host: UIViewController) -> Bool { probe.isShown(in: host) }
    func isPresented(_ host: UIViewController) -> Bool { host.presentingViewController != nil }
    func isSwiftUIPresentationHost(_ host: UIViewController) -> Bool {
        #if canImport(SwiftUI)
        return host is UIHostingController<AnyView>
        #else
        return false
        #endif
    }
    func isInWindow(_ host: UIViewController) -> Bool { host.viewIfLoaded?.window != nil }
    func layOut(_ host: UIViewController) {
        host.loadViewIfNeeded()
        host.view.setNeedsLayout()
        host.view.layoutIfNeeded()
    }
    func setNeedsUpdate(for host: UIViewController) { OrientationManager.shared.setNeedsUpdate(for: host) }
    func report(_ diagnostic: OrientationDiagnostic) { OrientationManager.shared.report(diagnostic) }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { work() }
    }
}
#endif
