import UIKit

// The iOS example's screen: its override is reported.
final class ViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        .portrait
    }
}
