#if canImport(UIKit) && os(iOS)
import OrientationDriver
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

    /// True when `view` is shown inside `container`, as the driver's
    /// `ViewVisibility` decides from the views between them and the frames.
    static func isShown(_ view: UIView, within container: UIView) -> Bool {
        var layers: [ViewVisibility.Layer] = []
        var current: UIView? = view
        while let step = current, step !== container {
            layers.append(ViewVisibility.Layer(isHidden: step.isHidden, alpha: Double(step.alpha)))
            current = step.superview
        }
        return ViewVisibility.isShown(
            layers: layers, isInContainer: current === container,
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
