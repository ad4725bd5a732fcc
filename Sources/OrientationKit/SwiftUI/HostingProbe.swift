#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// An invisible child view controller placed behind a SwiftUI view. SwiftUI
/// adds it as a child of the hosting controller, so it learns the view's
/// window scene, its hosting controller (``parent``) and every rotation.
@MainActor
final class HostingProbeController: UIViewController {
    /// Called when the probe joins or leaves a window or a parent, lays out,
    /// or finishes a rotation.
    var onChange: (@MainActor (HostingProbeController) -> Void)?

    /// The window scene the probe is shown in, if any.
    var windowScene: UIWindowScene? { viewIfLoaded?.window?.windowScene }

    override func loadView() {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        self.view = view
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        notify()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notify()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        notify()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        notify()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // The scene's orientation is only final once the rotation runs.
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.notify() },
                            completion: { [weak self] _ in self?.notify() })
    }

    private func notify() { onChange?(self) }
}

/// Places a ``HostingProbeController`` behind a view and forwards its events.
struct HostingProbe: UIViewControllerRepresentable {
    /// Called on every probe event and on every SwiftUI update of the probe.
    let onChange: @MainActor (HostingProbeController) -> Void

    func makeUIViewController(context: Context) -> HostingProbeController {
        let controller = HostingProbeController()
        controller.onChange = onChange
        return controller
    }

    func updateUIViewController(_ controller: HostingProbeController, context: Context) {
        controller.onChange = onChange
        let onChange = self.onChange
        // Never publish from inside SwiftUI's update pass.
        DispatchQueue.main.async { onChange(controller) }
    }
}
#endif
