import UIKit

final class ImageViewController: UIViewController {
    func showError() {
        let alert = UIAlertController(title: "Error", message: "Could not get the picture", preferredStyle: .alert)
        parent?.present(alert, animated: true) {
            self.parent?.dismiss(animated: true)
        }
    }

    func refreshOrientation() {
        let nudge = UIViewController()
        present(nudge, animated: false) { // expect: ORI-721
            nudge.dismiss(animated: false)
        }
    }

    func forceRotationCheck(_ placeholder: UIViewController) {
        present(placeholder, animated: false) { // expect: ORI-721
            placeholder.dismiss(animated: false) // makes UIKit ask for the orientation again
        }
    }
}
