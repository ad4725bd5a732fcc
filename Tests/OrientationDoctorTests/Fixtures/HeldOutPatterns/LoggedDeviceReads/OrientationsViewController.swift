import UIKit

// The device's orientation only printed (the book's examples of what UIKit asks, held-out set 135) decides
// nothing; a read kept for a test, or printed and tested, still decides.
final class OrientationsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        print(UIDevice.current.orientation.rawValue)
        let landscape = UIDevice.current.orientation.isLandscape
        print(landscape)
        let orientation = UIDevice.current.orientation
        print("supported, device \(orientation.rawValue)")
        return .all
    }

    override var shouldAutorotate: Bool { // expect: ORI-702
        let orientation = UIDevice.current.orientation
        if orientation != .unknown {
            print("should, device \(orientation.rawValue)")
        }
        return true
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let orientation = UIDevice.current.orientation // expect: ORI-719
        if orientation.isLandscape {
            print("landscape")
            view.alpha = 0.5
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let orientation = UIDevice.current.orientation // expect: ORI-719
        print("layout for \(orientation.rawValue)")
        view.isHidden = orientation == .faceDown
    }
}
