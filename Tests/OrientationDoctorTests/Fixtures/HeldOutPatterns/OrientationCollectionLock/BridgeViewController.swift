import UIKit

// A web bridge's root controller keeps the orientations it allows as raw values (Capacitor, held-out set 134):
// the array is its lock, each `append` and the call of the helper that makes them write it. A list of names
// (`[String]`) or a collection the override does not read is no lock.
open class BridgeViewController: UIViewController {
    @objc public var supportedOrientations: [Int] = [] // expect: ORI-706
    public var orientationNames: [String] = []
    public var recentOrientations: [Int] = []

    override open func loadView() {
        super.loadView()
        setScreenOrientationDefaults() // expect: ORI-707
    }

    open func setScreenOrientationDefaults() {
        guard let names = Bundle.main.infoDictionary?["UISupportedInterfaceOrientations"] as? [String] else { return }
        for name in names {
            orientationNames.append(name)
            recentOrientations.append(name.count)
            if name == "UIInterfaceOrientationPortrait" {
                self.supportedOrientations.append(UIInterfaceOrientation.portrait.rawValue) // expect: ORI-707
            }
            if name == "UIInterfaceOrientationLandscapeLeft" {
                self.supportedOrientations.append(UIInterfaceOrientation.landscapeLeft.rawValue) // expect: ORI-707
            }
        }
    }

    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        var mask = 0
        for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft]
        where supportedOrientations.contains(orientation.rawValue) {
            mask |= 1 << orientation.rawValue
        }
        return UIInterfaceOrientationMask(rawValue: UInt(mask))
    }
}
