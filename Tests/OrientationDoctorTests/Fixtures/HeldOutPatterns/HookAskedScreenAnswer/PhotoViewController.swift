import UIKit

final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

extension PhotoViewController: RotatingScreen {
    func allowedRotations() -> UIInterfaceOrientationMask { // expect: ORI-701
        .allButUpsideDown
    }
}
