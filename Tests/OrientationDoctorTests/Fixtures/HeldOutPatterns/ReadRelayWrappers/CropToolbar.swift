import UIKit

final class CropToolbar: UIView {
    let stack = UIStackView()

    func adjustLayoutWhenOrientationChange() {
        if Orientation.treatAsPortrait { // expect: ORI-715
            stack.axis = .horizontal
        } else if Orientation.isLandscape { // expect: ORI-715
            stack.axis = .vertical
        }
    }

    /// Another value's `isLandscape` and `interfaceOrientation` are no use of the helper's.
    func describe(_ scene: UIWindowScene, _ size: CGSize) -> String {
        let sideways = size.width > size.height
        return "\(sideways) \(OrientationCoordinator.shared.supportedOrientations.rawValue)"
    }
}
