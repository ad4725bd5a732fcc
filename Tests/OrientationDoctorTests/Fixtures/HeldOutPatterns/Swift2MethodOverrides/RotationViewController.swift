import UIKit

// Swift 2 and 3 spell the orientation overrides as methods (PocketRotationLock, held-out set 127): the overrides,
// the screen's lock they read and its writes are found as with properties.
class RotationViewController: UIViewController {
    var isRotatable = true // expect: ORI-706
    var lockedOrientation = UIInterfaceOrientationMask.Portrait // expect: ORI-706

    override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { // expect: ORI-701
        if isRotatable {
            return UIInterfaceOrientationMask.All
        }
        return lockedOrientation
    }

    @IBAction func lockButtonAction(sender: AnyObject) {
        isRotatable = !isRotatable // expect: ORI-707
        if !isRotatable {
            lockedOrientation = UIInterfaceOrientationMask.LandscapeLeft // expect: ORI-707
        }
    }

    // A method of the same name that is no override, with a parameter, is the app's own.
    func shouldAutorotate(animated: Bool) -> Bool {
        return animated
    }
}

class TabBarController: UITabBarController {
    override func shouldAutorotate() -> Bool { // expect: ORI-702
        return true
    }

    override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { // expect: ORI-704
        if let selected = selectedViewController {
            return selected.supportedInterfaceOrientations()
        }
        return super.supportedInterfaceOrientations()
    }
}
