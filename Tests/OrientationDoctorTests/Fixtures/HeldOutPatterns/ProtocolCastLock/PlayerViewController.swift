import UIKit

final class PlayerViewController: UIViewController, RotationEnabled {
    var canRotate = true // expect: ORI-706

    @IBAction func lockTapped(_ sender: UIButton) {
        canRotate.toggle() // expect: ORI-707
    }
}

// A type that does not adopt the protocol keeps a flag of the same name: no lock.
final class ImageCropper {
    var canRotate = false

    func reset() {
        canRotate.toggle()
    }
}
