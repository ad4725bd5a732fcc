import OrientationCore

/// The seam between ``HostedPolicyPlacements`` and the platform: the reads
/// and calls the placements of SwiftUI views' policies need of their probes
/// (`HostingProbeController`) and hosts (`UIHostingController` or any view
/// controller hosting SwiftUI views).
///
/// OrientationKit implements it over UIKit and SwiftUI, one member per
/// read or call, deciding nothing; the driver's tests implement it over a
/// fake. Handles are compared by identity and held weakly.
@MainActor
public protocol HostingPlatform: AnyObject {
    /// A probe placed behind a SwiftUI view (`HostingProbeController`).
    associatedtype Probe: AnyObject
    /// A view controller hosting SwiftUI views (`UIViewController`).
    associatedtype Host: AnyObject

    /// The controller hosting the probe's view, if known yet
    /// (`HostingProbeController.hostingController`).
    func host(of probe: Probe) -> Host?
    /// True when the probe's view is inside the host's view and shown
    /// within its bounds (`HostingProbeController.isShown(in:)`).
    func isShown(_ probe: Probe, in host: Host) -> Bool
    /// True when the host is presented (`presentingViewController != nil`).
    func isPresented(_ host: Host) -> Bool
    /// True when the host is one of SwiftUI's own sheet and cover hosts
    /// (a `UIHostingController<AnyView>`).
    func isSwiftUIPresentationHost(_ host: Host) -> Bool
    /// True when the host's view is loaded and in a window (`viewIfLoaded?.window`).
    func isInWindow(_ host: Host) -> Bool
    /// Lays the host's view out now (`loadViewIfNeeded()`, `setNeedsLayout()`,
    /// `layoutIfNeeded()`): SwiftUI renders it and its probes report.
    func layOut(_ host: Host)
    /// Asks the driver for a fresh snapshot of the host's window
    /// (`OrientationManager.setNeedsUpdate(for:)`).
    func setNeedsUpdate(for host: Host)
    /// Reports a diagnostic (`OrientationManager`'s diagnostics).
    func report(_ diagnostic: OrientationDiagnostic)
    /// Runs `work` on the next turn of the main actor.
    func onNextTurn(_ work: @escaping @MainActor () -> Void)
}
