#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// An invisible child added to every screen that states an orientation
/// policy. UIKit forwards appearance and size-transition callbacks to child
/// view controllers, so the probe learns of pushes, pops, tab switches,
/// presentations and dismissals that UIKit never asks the app delegate
/// about, without subclassing or swizzling the screen. It reports each one
/// to ``OrientationManager``'s driver, which takes a fresh snapshot.
///
/// Its view fills the parent's view (so that it is told of size
/// transitions), sits behind every other subview, ignores touches and is
/// hidden from accessibility. Asked about the status bar, the home indicator
/// or the screen edges, it answers for its parent (``ProbeController``).
@MainActor
final class OrientationProbeViewController: ProbeController {
    /// Adds a probe as a child of `parent`.
    static func add(to parent: UIViewController) {
        let probe = OrientationProbeViewController()
        parent.addChild(probe)
        probe.didMove(toParent: parent)
    }

    /// Removes the probe of `parent`, if any.
    static func remove(from parent: UIViewController) {
        guard let probe = probe(of: parent) else { return }
        probe.willMove(toParent: nil)
        probe.viewIfLoaded?.removeFromSuperview()
        probe.removeFromParent()
        parentChanged(parent)
    }

    /// The probe among `parent`'s children, if any.
    static func probe(of parent: UIViewController) -> OrientationProbeViewController? {
        parent.children.lazy.compactMap { $0 as? OrientationProbeViewController }.first
    }

    /// Inserts the probe's view behind the views of `parent`, into its view
    /// or, for a `UIVisualEffectView`, its `contentView`.
    func insertView(in parent: UIViewController, into host: ProbeViewHost) {
        guard let parentView = parent.viewIfLoaded else { return }
        let container =
            host == .contentView ? (parentView as? UIVisualEffectView)?.contentView ?? parentView : parentView
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, at: 0)
    }
}
#endif
