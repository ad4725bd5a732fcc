import UIKit

final class CallViewController: UIViewController {
    let hangUpButton = UIButton()
    let muteButton = UIButton()
    let badge = UIView()

    @objc func deviceTurned(_ notification: Notification) {
        func rotateButtons(by angle: CGFloat) {
            let transform = CGAffineTransform(rotationAngle: angle) // expect: ORI-722
            hangUpButton.transform = transform
            muteButton.transform = transform
        }
        switch UIDevice.current.orientation { // expect: ORI-719
        case .landscapeLeft: rotateButtons(by: .pi * 0.5) // expect: ORI-734
        case .landscapeRight: rotateButtons(by: .pi * 1.5) // expect: ORI-734
        default: rotateButtons(by: 0) // expect: ORI-734
        }
    }

    func wobble() {
        func spin(by angle: CGFloat) {
            badge.transform = CGAffineTransform(rotationAngle: angle)
        }
        spin(by: 0.1)
    }
}
