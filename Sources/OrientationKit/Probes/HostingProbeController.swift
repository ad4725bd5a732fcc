#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// An invisible child view controller placed behind a SwiftUI view. SwiftUI
/// adds it as a child of the hosting controller, so it learns the view's
/// window scene, its hosting controller, whether the view is in a window and
/// shown, and every rotation.
///
/// Structural events (joining a parent, entering or leaving a window, a new
/// size, a SwiftUI update) call ``onPlacement`` at once, so that what the
/// probe reports is known before UIKit's next question; everything else the
/// consumers defer themselves. Appearance callbacks are reported to
/// ``OrientationManager`` like the UIKit probe does, when ``reportsAppearance``.
/// Asked about the status bar, the home indicator or the screen edges, it
/// answers for its hosting controller (``ProbeAppearanceForwarding``).
@MainActor
final class HostingProbeController: UIViewController, AppearanceForwardingProbe {
    /// Called at once on every structural event and SwiftUI update.
    var onPlacement: (@MainActor (HostingProbeController) -> Void)?
    /// True for the probes of `.orientationPolicy`: they report pushes, pops,
    /// presentations and tab switches of their host to the engine.
    var reportsAppearance = false
    /// The loop guard of the forwarded status-bar answers.
    let forwarding = AppearanceForwarding()

    /// The window scene the probe is shown in, if any.
    var windowScene: UIWindowScene? { viewIfLoaded?.window?.windowScene }

    /// The view controller hosting the SwiftUI view: the probe's parent
    /// (SwiftUI adds representable controllers as children of their hosting
    /// controller), else the nearest controller up the responder chain (the
    /// probe's view is in the hosting view before it joins the parent).
    var hostingController: UIViewController? {
        if let parent { return parent }
        var responder = viewIfLoaded?.superview?.next
        while let current = responder {
            if let controller = current as? UIViewController, controller !== self { return controller }
            responder = current.next
        }
        return nil
    }

    override func loadView() {
        let probeView = HostingProbeView()
        probeView.probe = self
        view = probeView
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        ProbeAppearanceForwarding.parentChanged(parent)
        placementChanged()
    }

    /// Reports a structural change at once.
    func placementChanged() {
        onPlacement?(self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placementChanged()
        reportAppearance(.willAppear)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        placementChanged()
        reportAppearance(.didAppear)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        reportAppearance(.willDisappear)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        placementChanged()
        reportAppearance(.didDisappear)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // The scene's orientation is only final once the rotation ran.
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            self.placementChanged()
            if let scene = self.windowScene { InterfaceOrientationCoordinator.shared.sceneDidRotate(scene) }
            if self.reportsAppearance, let window = self.hostingController?.viewIfLoaded?.window {
                OrientationManager.shared.driver.sizeTransitionDidEnd(in: window)
            }
        }
    }

    /// Tells the other probes of the same host that they may have moved
    /// too (a page swiped in while this one was swiped away).
    func siblingsMayHaveMoved() {
        for case let sibling as HostingProbeController in parent?.children ?? [] where sibling !== self {
            sibling.placementChanged()
        }
    }

    /// Reports an appearance callback of the host through the driver's one
    /// reporting path, as the UIKit probe does (interactive transitions
    /// included).
    private func reportAppearance(_ event: ProbeEvent) {
        guard reportsAppearance, let host = hostingController else { return }
        OrientationManager.shared.driver.probeReported(host, event)
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
}

/// The probe's view: transparent, ignores touches, hidden from
/// accessibility, and tells the probe when it enters or leaves a window or
/// changes size (UIKit calls these synchronously, with no swizzling).
final class HostingProbeView: UIView {
    /// The probe this view belongs to.
    weak var probe: HostingProbeController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        probe?.placementChanged()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        probe?.placementChanged()
    }
}
#endif
