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
