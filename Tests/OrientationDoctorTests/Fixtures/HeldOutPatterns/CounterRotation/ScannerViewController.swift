import UIKit

// A view kept pointing at the device's top while the interface rotates: its transform is given the inverse of the
// coordinator's target transform, directly or through locals. A target transform only tested, and a scale
// animation's own `targetTransform`, turn nothing against the interface.
final class ScannerViewController: UIViewController {
    let preview = UIView()
    let arrow = UIView()
    let badge = UIView()

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let target = coordinator.targetTransform
        let inverse = CGAffineTransformInvert(target)
        coordinator.animate { _ in
            self.preview.transform = CGAffineTransformConcat(self.preview.transform, inverse) // expect: ORI-722
            self.arrow.transform = coordinator.targetTransform.inverted().concatenating(self.arrow.transform) // expect: ORI-722
        }
    }
}

final class ExpandingContainer: UIViewController {
    var childSize = CGSize(width: 200, height: 100)

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let rotation = coordinator.targetTransform
        if !(rotation.b == 0 && rotation.c == 0) {
            childSize = CGSize(width: childSize.height, height: childSize.width)
        }
        super.viewWillTransition(to: size, with: coordinator)
    }
}

final class PulsingBadge: UIView {
    func pulse(playing: Bool) {
        let targetTransform: CGAffineTransform = playing ? .identity : CGAffineTransform(scaleX: 0.8, y: 0.8)
        transform = targetTransform
    }
}
