#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// The UIKit side of the probes' status-bar answers: which controllers
/// are probes, and UIKit told to ask again. What a probe answers is the
/// driver's `AppearanceForwarding`, tested on Linux.
@MainActor
enum ProbeAppearanceForwarding {
    /// True for the library's probes.
    static func isProbe(_ controller: UIViewController) -> Bool {
        controller is OrientationProbeViewController || controller is HostingProbeController
    }

    /// Tells UIKit to ask the parent again: a probe joined or left it.
    static func parentChanged(_ parent: UIViewController?) {
        guard let parent else { return }
        parent.setNeedsStatusBarAppearanceUpdate()
        parent.setNeedsUpdateOfHomeIndicatorAutoHidden()
        parent.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
}

/// The answers both probes give from their overrides.
@MainActor
protocol AppearanceForwardingProbe: UIViewController {
    /// The probe's loop guard.
    var forwarding: AppearanceForwarding { get }
}

extension AppearanceForwardingProbe {
    var forwardedChild: UIViewController? {
        AppearanceForwarding.realChild(among: parent?.children ?? [], isProbe: ProbeAppearanceForwarding.isProbe)
    }

    func forwardedStyle(default value: UIStatusBarStyle) -> UIStatusBarStyle {
        forwarding.parentValue(parent, fallback: value) { $0.preferredStatusBarStyle }
    }

    func forwardedHidden(default value: Bool) -> Bool {
        forwarding.parentValue(parent, fallback: value) { $0.prefersStatusBarHidden }
    }

    func forwardedAnimation(default value: UIStatusBarAnimation) -> UIStatusBarAnimation {
        forwarding.parentValue(parent, fallback: value) { $0.preferredStatusBarUpdateAnimation }
    }

    func forwardedHomeIndicator(default value: Bool) -> Bool {
        forwarding.parentValue(parent, fallback: value) { $0.prefersHomeIndicatorAutoHidden }
    }

    func forwardedEdges(default value: UIRectEdge) -> UIRectEdge {
        forwarding.parentValue(parent, fallback: value) { $0.preferredScreenEdgesDeferringSystemGestures }
    }
}
#endif
