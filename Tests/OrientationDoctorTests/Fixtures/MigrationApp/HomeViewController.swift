import UIKit

/// A portrait list.
final class HomeViewController: UITableViewController {
    override var shouldAutorotate: Bool { true }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    @objc func openPlayer() {
        navigationController?.pushViewController(PlayerViewController(), animated: true)
    }
}
