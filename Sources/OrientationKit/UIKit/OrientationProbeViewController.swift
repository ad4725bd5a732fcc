#if canImport(UIKit) && os(iOS)
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
    let forwarding = ProbeAppearanceForwarding()

    /// Adds a probe to `parent` if it has none; installs its view now if the
    /// parent's view is loaded, else on the next turn of the main queue or at
    /// the next snapshot, whichever comes first.
    ///
    /// UIKit's own containers (navigation, tab bar, split and page view
    /// controllers) get no probe: their children are their content, so a
    /// policy on them is seen by snapshots only (each time UIKit asks, and
    /// each time a probe of a screen inside reports).
    static func install(in parent: UIViewController) {
        guard !isSystemContainer(parent) else { return }
        if let probe = probe(of: parent) {
            probe.installViewIfPossible()
            return
        }
        let probe = OrientationProbeViewController()
        parent.addChild(probe)
        probe.didMove(toParent: parent)
        ProbeAppearanceForwarding.parentChanged(parent)
        guard !probe.installViewIfPossible() else { return }
        // The policy was set before the view loaded (in `init`): try again
        // for a short while, enough for a push or presentation made in the
        // same turn to load the view.
        Task { @MainActor [weak probe] in
            for _ in 0..<6 {
                try? await Task.sleep(nanoseconds: 50_000_000)
                guard let probe, let parent = probe.parent else { return }
                if probe.installViewIfPossible() {
                    OrientationManager.shared.setNeedsUpdate(for: parent)
                    return
                }
            }
        }
    }

    /// True for UIKit's containers, whose children must not be touched.
    static func isSystemContainer(_ viewController: UIViewController) -> Bool {
        viewController is UINavigationController || viewController is UITabBarController
            || viewController is UISplitViewController || viewController is UIPageViewController
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

    /// Puts the probe's view behind the parent's subviews once the parent's
    /// view is loaded. Returns true when the view is installed.
    @discardableResult
    func installViewIfPossible() -> Bool {
        guard let host = parent?.viewIfLoaded else { return false }
        if viewIfLoaded?.superview === host { return true }
        let probeView = view ?? UIView()
        probeView.frame = host.bounds
        probeView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.insertSubview(probeView, at: 0)
        return true
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
        installViewIfPossible()
        report(afterTransition: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report(afterTransition: false)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        report(afterTransition: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        report(afterTransition: false)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self, let window = self.parent?.viewIfLoaded?.window else { return }
            OrientationManager.shared.interfaceDidSettle(in: window)
        }
    }

    /// Asks the manager for a fresh snapshot of the parent's window, now and,
    /// when a transition is running, again when it ends (a cancelled
    /// interactive pop restores the previous screens). An interactive
    /// transition is announced first, so that nothing turns under the
    /// user's finger (UIKIT rule 57).
    private func report(afterTransition: Bool) {
        guard let parent else { return }
        if let coordinator = parent.transitionCoordinator, let window = parent.viewIfLoaded?.window {
            OrientationManager.shared.transitionMayBeInteractive(coordinator, in: window)
        }
        OrientationManager.shared.setNeedsUpdate(for: parent)
        guard afterTransition, let coordinator = parent.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: nil) { [weak parent] _ in
            guard let parent else { return }
            OrientationManager.shared.setNeedsUpdate(for: parent)
        }
    }
}
#endif
