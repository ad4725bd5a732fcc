#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// An invisible child added to every screen that states an orientation
/// policy. UIKit forwards appearance and size-transition callbacks to child
/// view controllers, so the probe learns of pushes, pops, tab switches,
/// presentations and dismissals that UIKit never asks the app delegate
/// about, without subclassing or swizzling the screen. It reports each one
/// to ``OrientationManager``, which takes a fresh snapshot.
///
/// Its view fills the parent's view (so that it is told of size
/// transitions), sits behind every other subview, ignores touches and is
/// hidden from accessibility. Asked about the status bar, the home indicator
/// or the screen edges, it answers for its parent
/// (``ProbeAppearanceForwarding``).
@MainActor
final class OrientationProbeViewController: UIViewController, AppearanceForwardingProbe {
    /// The loop guard of the forwarded status-bar answers.
    let forwarding = AppearanceForwarding()

    /// Adds a probe as a child of `parent`.
    static func add(to parent: UIViewController) {
        let probe = OrientationProbeViewController()
        parent.addChild(probe)
        probe.didMove(toParent: parent)
        ProbeAppearanceForwarding.parentChanged(parent)
    }

    /// Removes the probe of `parent`, if any.
    static func remove(from parent: UIViewController) {
        guard let probe = probe(of: parent) else { return }
        probe.willMove(toParent: nil)
        probe.viewIfLoaded?.removeFromSuperview()
        probe.removeFromParent()
        ProbeAppearanceForwarding.parentChanged(parent)
    }

    /// The probe among `parent`'s children, if any.
    static func probe(of parent: UIViewController) -> OrientationProbeViewController? {
        for child in parent.children {
            if let probe = child as? OrientationProbeViewController { return probe }
        }
        return nil
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

    override func loadView() {
        let probeView = UIView()
        probeView.isUserInteractionEnabled = false
        probeView.backgroundColor = nil
        probeView.isOpaque = false
        probeView.isAccessibilityElement = false
        probeView.accessibilityElementsHidden = true
        view = probeView
    }

    override var childForStatusBarStyle: UIViewController? { forwardedChild }
    override var childForStatusBarHidden: UIViewController? { forwardedChild }
    override var childForHomeIndicatorAutoHidden: UIViewController? { forwardedChild }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { forwardedChild }
    override var preferredStatusBarStyle: UIStatusBarStyle {
        forwardedStyle(default: super.preferredStatusBarStyle)
    }
    override var prefersStatusBarHidden: Bool { forwardedHidden(default: super.prefersStatusBarHidden) }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        forwardedAnimation(default: super.preferredStatusBarUpdateAnimation)
    }
    override var prefersHomeIndicatorAutoHidden: Bool {
        forwardedHomeIndicator(default: super.prefersHomeIndicatorAutoHidden)
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        forwardedEdges(default: super.preferredScreenEdgesDeferringSystemGestures)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        report(.willAppear)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report(.didAppear)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        report(.willDisappear)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        report(.didDisappear)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self, let window = self.parent?.viewIfLoaded?.window else { return }
            OrientationManager.shared.driver.sizeTransitionDidEnd(in: window)
        }
    }

    /// Forwards an appearance callback of the parent to the driver.
    private func report(_ event: ProbeEvent) {
        guard let parent else { return }
        OrientationManager.shared.driver.probeReported(parent, event)
    }
}
#endif
