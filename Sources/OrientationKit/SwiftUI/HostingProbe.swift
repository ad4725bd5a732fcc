#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// An invisible child view controller placed behind a SwiftUI view. SwiftUI
/// adds it as a child of the hosting controller, so it learns the view's
/// window scene, its hosting controller (``parent``) and every rotation.
@MainActor
final class HostingProbeController: UIViewController {
    /// Called, on the next turn of the main queue, when the probe joins or
    /// leaves a parent, appears, lays out, rotates, or gets new SwiftUI values.
    var onChange: (@MainActor (HostingProbeController) -> Void)?
    /// Called once when SwiftUI removes the probe's view for good.
    var onDismantle: (@MainActor (HostingProbeController) -> Void)?

    /// The window scene the probe is shown in, if any.
    var windowScene: UIWindowScene? { viewIfLoaded?.window?.windowScene }

    /// The view controller hosting the SwiftUI view: the probe's parent
    /// (SwiftUI adds representable controllers as children of their hosting
    /// controller), else the nearest controller up the responder chain.
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

    /// True while a notification waits for the next turn of the main queue.
    private var isNotifyScheduled = false

    /// Reports on the next turn of the main queue, coalesced: never from
    /// inside SwiftUI's update or UIKit's layout pass, where publishing
    /// changes is not allowed.
    func notify() {
        guard !isNotifyScheduled else { return }
        isNotifyScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isNotifyScheduled = false
            self.onChange?(self)
        }
    }
}

/// Places a ``HostingProbeController`` behind a view and forwards its events.
struct HostingProbe: UIViewControllerRepresentable {
    /// Called on every probe event and on every SwiftUI update of the probe.
    let onChange: @MainActor (HostingProbeController) -> Void
    /// Called once when SwiftUI removes the view for good.
    var onDismantle: (@MainActor (HostingProbeController) -> Void)?

    func makeUIViewController(context: Context) -> HostingProbeController {
        let controller = HostingProbeController()
        controller.onChange = onChange
        controller.onDismantle = onDismantle
        return controller
    }

    static func dismantleUIViewController(_ controller: HostingProbeController, coordinator: ()) {
        let onDismantle = controller.onDismantle
        controller.onChange = nil
        controller.onDismantle = nil
        // Outside SwiftUI's update pass, like every other report.
        DispatchQueue.main.async { onDismantle?(controller) }
    }

    func updateUIViewController(_ controller: HostingProbeController, context: Context) {
        controller.onChange = onChange
        controller.onDismantle = onDismantle
        controller.notify()
    }
}
#endif
