import UIKit

// HXPhotoPicker (held-out set 101): a base controller observes the status bar's notifications before iOS 13
// and, from iOS 13, hands its own handlers a notification it builds in viewWillTransition. The built
// notification observes nothing; the observers do.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        guard #unavailable(iOS 13.0) else { return }
        NotificationCenter.default.addObserver(
            self, selector: #selector(orientationDidChange(notify:)),
            name: UIApplication.didChangeStatusBarOrientationNotification, object: nil) // expect: ORI-713
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            self?.orientationDidChange(notify: .init(name: UIApplication.didChangeStatusBarOrientationNotification))
        }
    }

    @objc func orientationDidChange(notify: Notification) {
        view.setNeedsLayout()
    }
}
