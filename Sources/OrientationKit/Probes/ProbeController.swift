#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

/// What both probes are: an invisible child view controller whose UIKit
/// callbacks go, one by one, to the driver's one reporting path
/// (`OrientationDriver.probe(serving:received:)`), and which answers
/// questions about the status bar, the home indicator and the screen edges
/// for its parent (the driver's `AppearanceForwarding`).
@MainActor
class ProbeController: UIViewController {
    /// The loop guard of the forwarded status-bar answers.
    private let forwarding = AppearanceForwarding()

    /// The controller the probe serves: its parent.
    var servedController: UIViewController? { parent }

    /// Hands one callback to the driver.
    func received(_ callback: ProbeCallback) {
        OrientationManager.shared.driver.probe(serving: servedController, received: callback)
    }

    /// Tells UIKit to ask `parent` again: a probe joined or left it.
    static func parentChanged(_ parent: UIViewController?) {
        parent?.setNeedsStatusBarAppearanceUpdate()
        parent?.setNeedsUpdateOfHomeIndicatorAutoHidden()
        parent?.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    override func loadView() {
        let probeView = ProbeView()
        probeView.probe = self
        view = probeView
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        Self.parentChanged(parent)
        received(.movedToParent)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        received(.willAppear)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        received(.didAppear)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        received(.willDisappear)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        received(.didDisappear)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.received(.transitionEnded) }
    }

    private var forwardedChild: UIViewController? {
        AppearanceForwarding.realChild(among: parent?.children ?? []) { $0 is ProbeController }
    }
    override var childForStatusBarStyle: UIViewController? { forwardedChild }
    override var childForStatusBarHidden: UIViewController? { forwardedChild }
    override var childForHomeIndicatorAutoHidden: UIViewController? { forwardedChild }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { forwardedChild }
    override var preferredStatusBarStyle: UIStatusBarStyle {
        forwarding.parentValue(parent, fallback: super.preferredStatusBarStyle) { $0.preferredStatusBarStyle }
    }
    override var prefersStatusBarHidden: Bool {
        forwarding.parentValue(parent, fallback: super.prefersStatusBarHidden) { $0.prefersStatusBarHidden }
    }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        forwarding.parentValue(parent, fallback: super.preferredStatusBarUpdateAnimation) {
            $0.preferredStatusBarUpdateAnimation
        }
    }
    override var prefersHomeIndicatorAutoHidden: Bool {
        forwarding.parentValue(parent, fallback: super.prefersHomeIndicatorAutoHidden) {
            $0.prefersHomeIndicatorAutoHidden
        }
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        forwarding.parentValue(parent, fallback: super.preferredScreenEdgesDeferringSystemGestures) {
            $0.preferredScreenEdgesDeferringSystemGestures
        }
    }
}

/// A probe's view: transparent, ignores touches, hidden from
/// accessibility, and tells its probe when it enters or leaves a window or
/// changes size (UIKit calls these synchronously, with no swizzling).
final class ProbeView: UIView {
    /// The probe this view belongs to.
    weak var probe: ProbeController?

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
        probe?.received(.movedToWindow)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        probe?.received(.laidOut)
    }
}
#endif
