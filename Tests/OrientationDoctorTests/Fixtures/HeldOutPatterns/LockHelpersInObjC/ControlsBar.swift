import UIKit

protocol ControlsBarDelegate: AnyObject {
    func controlsBarDidTapRotationLock(_ bar: ControlsBar)
}

final class ControlsBar: UIStackView {
    weak var delegate: ControlsBarDelegate?

    @objc func toggleOrientation() {
        xyz_toggleOrientation() // expect: ORI-707
    }

    @objc func handleRotationLockButton(_ sender: Any) {
        // An event for the delegate, whose method sets the lock: the write is there, not here.
        delegate?.controlsBarDidTapRotationLock(self)
    }
}
