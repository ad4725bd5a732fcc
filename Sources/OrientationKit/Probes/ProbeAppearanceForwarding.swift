#if canImport(UIKit) && os(iOS)
import UIKit

/// What the library's invisible child controllers (the UIKit probe and the
/// SwiftUI hosting probe) answer when a container asks them about the status
/// bar, the home indicator or the screen edges.
///
/// A custom container that forwards these to its last child would otherwise
/// ask a probe (often added last) and get UIKit's defaults, resetting the
/// status bar. A probe answers for the screen it serves instead:
///
/// - when its parent has other children, it names the last of them as the
///   child to ask (`childForStatusBarStyle` and its siblings): the child the
///   container would have asked without the probe;
/// - otherwise it answers with its parent's own values.
///
/// Never a loop: the child named is a sibling, never an ancestor, and a
/// parent whose own getter asks its children back gets UIKit's default from
/// the probe on the second visit.
@MainActor
final class ProbeAppearanceForwarding {
    /// True while the probe is asking its parent: a second visit gets the default.
    private var isAnswering = false

    /// True for the library's probes.
    static func isProbe(_ controller: UIViewController) -> Bool {
        controller is OrientationProbeViewController || controller is HostingProbeController
    }

    /// The child the probe's parent would have asked without its probes.
    static func realChild(of probe: UIViewController) -> UIViewController? {
        probe.parent?.children.last { !isProbe($0) }
    }

    /// The parent's own value for `property`, or `fallback` when the parent
    /// asks the probe back while answering (or when there is no parent).
    func parentValue<Value>(
        of probe: UIViewController, fallback: Value,
        _ property: (UIViewController) -> Value
    ) -> Value {
        guard !isAnswering, let parent = probe.parent else { return fallback }
        isAnswering = true
        defer { isAnswering = false }
        return property(parent)
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
    var forwarding: ProbeAppearanceForwarding { get }
}

extension AppearanceForwardingProbe {
    var forwardedChild: UIViewController? { ProbeAppearanceForwarding.realChild(of: self) }

    func forwardedStyle(default value: UIStatusBarStyle) -> UIStatusBarStyle {
        forwarding.parentValue(of: self, fallback: value) { $0.preferredStatusBarStyle }
    }

    func forwardedHidden(default value: Bool) -> Bool {
        forwarding.parentValue(of: self, fallback: value) { $0.prefersStatusBarHidden }
    }

    func forwardedAnimation(default value: UIStatusBarAnimation) -> UIStatusBarAnimation {
        forwarding.parentValue(of: self, fallback: value) { $0.preferredStatusBarUpdateAnimation }
    }

    func forwardedHomeIndicator(default value: Bool) -> Bool {
        forwarding.parentValue(of: self, fallback: value) { $0.prefersHomeIndicatorAutoHidden }
    }

    func forwardedEdges(default value: UIRectEdge) -> UIRectEdge {
        forwarding.parentValue(of: self, fallback: value) { $0.preferredScreenEdgesDeferringSystemGestures }
    }
}
#endif
