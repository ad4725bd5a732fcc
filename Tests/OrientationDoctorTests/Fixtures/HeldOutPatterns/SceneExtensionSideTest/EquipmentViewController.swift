import UIKit

final class EquipmentViewController: UIViewController {
    private let stackView = UIStackView()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if view.window?.windowScene?.isLandscape == true { // expect: ORI-715
            stackView.axis = .horizontal
        } else {
            stackView.axis = .vertical
        }
    }
}
