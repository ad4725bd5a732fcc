#if canImport(UIKit) && os(iOS)
import UIKit

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

    /// True when `view` is inside `container`, no view between them is
    /// hidden or transparent, and the part of `view` inside the container's
    /// bounds covers at least half of the view or half of the container
    /// (a page of a page-style `TabView` swiped away does not; a long
    /// scrolling content does).
    static func isShown(_ view: UIView, within container: UIView) -> Bool {
        var current: UIView? = view
        while let step = current, step !== container {
            if step.isHidden || step.alpha < 0.01 { return false }
            current = step.superview
        }
        guard current === container else { return false }
        let frame = view.convert(view.bounds, to: container)
        let area = frame.width * frame.height
        guard area > 0 else { return container.bounds.contains(CGPoint(x: frame.midX, y: frame.midY)) }
        let visible = frame.intersection(container.bounds)
        guard !visible.isNull else { return false }
        let containerArea = container.bounds.width * container.bounds.height
        return visible.width * visible.height * 2 >= min(area, containerArea)
    }
}
#endif
