#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// An invisible child view controller placed behind a SwiftUI view. SwiftUI
/// adds it as a child of the hosting controller, so it learns the view's
/// window scene, its hosting controller, whether the view is in a window and
/// shown, and every rotation.
///
/// What each callback means is the driver's `ProbeCallback`: structural
/// ones call ``onPlacement`` at once, so that what the probe reports is
/// known before UIKit's next question; appearance callbacks of the host go
/// through the driver's reporting path when ``reportsAppearance``.
@MainActor
final class HostingProbeController: ProbeController {
    /// Called at once on every structural event and SwiftUI update.
    var onPlacement: (@MainActor (HostingProbeController) -> Void)?
    /// True for the probes of `.orientationPolicy`: they report pushes, pops,
    /// presentations and tab switches of their host to the engine.
    var reportsAppearance = false

    /// The window scene the probe is shown in, if any.
    var windowScene: UIWindowScene? { viewIfLoaded?.window?.windowScene }

    /// The view controller hosting the SwiftUI view, as the driver's
    /// `ProbeHost` finds it from the probe's parent and responder chain.
    var hostingController: UIViewController? {
        ProbeHost.find(
            parent: parent, probe: self, responderChain: viewIfLoaded?.superview?.next, next: \.next,
            controller: { $0 as? UIViewController })
    }

    override var servedController: UIViewController? { hostingController }

    override func received(_ callback: ProbeCallback) {
        callback.dispatch(
            reportsAppearance: reportsAppearance, placementChanged: { onPlacement?(self) },
            sceneRotated: { InterfaceOrientationCoordinator.shared.sceneDidRotate(windowScene) },
            report: { super.received(callback) })
    }

    /// Tells the other probes of the same host that they may have moved
    /// too (a page swiped in while this one was swiped away).
    func siblingsMayHaveMoved() {
        let children = parent?.children ?? []
        for sibling in ProbeHost.siblings(of: self, among: children, asProbe: { $0 as? HostingProbeController }) {
            sibling.onPlacement?(sibling)
        }
    }
}

extension HostingProbeController {
    /// True when the probe's view is in a window and shown there
    /// (``isShown(_:within:)``): what a registration of
    /// `interfaceOrientations` needs to constrain the app.
    var isShownInWindow: Bool {
        guard let probeView = viewIfLoaded, let window = probeView.window else { return false }
        return Self.isShown(probeView, within: window)
    }

    /// True when the probe's view is inside `host`'s view and shown within
    /// its bounds, whether or not the host is in a window (a host covered by
    /// a push, or not presented yet, keeps what its views state).
    func isShown(in host: UIViewController) -> Bool {
        guard let probeView = viewIfLoaded, let hostView = host.viewIfLoaded else { return false }
        return Self.isShown(probeView, within: hostView)
    }

    /// True when `view` is shown inside `container`, as the driver's
    /// `ViewVisibility` decides from the views between them and the frames.
    static func isShown(_ view: UIView, within container: UIView) -> Bool {
        ViewVisibility.isShown(
            view, within: container, superview: { $0.superview },
            layer: { ViewVisibility.Layer(isHidden: $0.isHidden, alpha: Double($0.alpha)) },
            frame: ViewVisibility.Rect(view.convert(view.bounds, to: container)),
            containerBounds: ViewVisibility.Rect(container.bounds))
    }
}

extension ViewVisibility.Rect {
    /// A rectangle from a UIKit one.
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
