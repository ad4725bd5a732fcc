import UIKit

final class ReaderViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columns = self.interfaceOrientation.isLandscape ? 2 : 1 // expect: ORI-727
        _ = columns
    }

    func follow(_ playerVC: UIViewController) -> Bool {
        playerVC.interfaceOrientation == .portrait // expect: ORI-727
    }
}
