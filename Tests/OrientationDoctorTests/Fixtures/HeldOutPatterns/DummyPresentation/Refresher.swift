import UIKit

final class BlankViewController: UIViewController {}

extension UIViewController {
    func forceOrientationRefresh() {
        let blank = BlankViewController()
        blank.modalPresentationStyle = .fullScreen
        present(blank, animated: false) { // expect: ORI-721
            blank.dismiss(animated: false)
        }
    }

    func showDetails(_ details: UIViewController) {
        // A real presentation: it stays on screen.
        present(details, animated: true) {
            details.view.setNeedsLayout()
        }
    }
}

/// A bare controller that is given a view to show is a screen, dismissed when its view says so.
final class KeySheetPresenter {
    weak var host: UIViewController?

    func showKey(_ keyView: UIView) {
        let sheet = UIViewController()
        sheet.view = keyView
        sheet.modalPresentationStyle = .overFullScreen
        host?.present(sheet, animated: true)
        NotificationCenter.default.addObserver(forName: .init("KeyViewClosed"), object: keyView, queue: .main) { _ in
            sheet.dismiss(animated: true)
        }
    }

    /// The same bare controller with nothing in it only makes UIKit ask again.
    func refresh() {
        let blank = UIViewController()
        host?.present(blank, animated: false) // expect: ORI-721
        blank.dismiss(animated: false)
    }
}
