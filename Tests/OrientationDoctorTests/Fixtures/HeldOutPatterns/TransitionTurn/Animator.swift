import UIKit

// A custom full-screen transition turns the presented player a quarter to fake its rotation
// (PlayerView, held-out set 50); a disclosure chevron turned a quarter elsewhere is no site.
final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let sourceView = UIView()

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        sourceView.transform = .init(rotationAngle: .pi / -2) // expect: ORI-722
    }

    func presentAnimation(context: UIViewControllerContextTransitioning) {
        sourceView.transform = CGAffineTransform(rotationAngle: .pi / 2) // expect: ORI-722
    }
}

final class SectionHeader: UIView {
    let chevron = UIImageView()

    func setExpanded(_ expanded: Bool) {
        chevron.transform = expanded ? .identity : CGAffineTransform(rotationAngle: -.pi / 2)
    }
}
