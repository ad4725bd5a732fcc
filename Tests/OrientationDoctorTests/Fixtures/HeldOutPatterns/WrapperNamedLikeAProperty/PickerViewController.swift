import UIKit

final class PickerViewController: UIViewController {
    var frameOrientation = UIImage.Orientation.up

    // UIImage's own property of the same name: no call of the wrapper.
    func detect(in image: UIImage) {
        frameOrientation = image.imageOrientation
    }

    // The wrapper called.
    func detectLive() {
        frameOrientation = UIUtilities.imageOrientation() // expect: ORI-713
    }
}
