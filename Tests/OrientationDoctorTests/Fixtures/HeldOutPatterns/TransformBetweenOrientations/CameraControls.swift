import UIKit

func turnAngle(_ old: UIInterfaceOrientation, to new: UIInterfaceOrientation) -> CGFloat {
    switch (old, new) {
    case (.portrait, .landscapeLeft): return 90
    case (.portrait, .landscapeRight): return -90
    default: return 0
    }
}

final class CameraControls: UIViewController {
    let shutterButton = UIButton()
    var lastInterfaceOrientation: UIInterfaceOrientation?

    func rotateButtons(to actualInterfaceOrientation: UIInterfaceOrientation) {
        if let lastInterfaceOrientation {
            let turn = CGAffineTransform(rotationAngle: turnAngle(lastInterfaceOrientation, to: actualInterfaceOrientation) * .pi / 180) // expect: ORI-722
            shutterButton.transform = turn
        }
        UIView.animate(withDuration: 0.3) {
            self.shutterButton.transform = .identity
        }
    }
}

struct Heading {
    var orientation: Double
}

final class VehicleMarker: UIView {
    let arrow = UIImageView()

    func show(_ heading: Heading) {
        // The vehicle's heading on the map, not an interface orientation.
        arrow.transform = CGAffineTransform(rotationAngle: CGFloat(-heading.orientation))
    }
}
