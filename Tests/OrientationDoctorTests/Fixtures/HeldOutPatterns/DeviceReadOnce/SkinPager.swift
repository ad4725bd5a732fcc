import UIKit

// The device's orientation read once into a local and tested after (Provenance's skin pager): the
// read is the site, not each test of the local.
final class SkinPager: UIView {
    var isLandscapeSkin = false

    func updateTraits() {
        let deviceOrientation = UIDevice.current.orientation // expect: ORI-719
        guard deviceOrientation.isPortrait || deviceOrientation.isLandscape else { return }
        isLandscapeSkin = deviceOrientation.isLandscape
    }

    // Handed a device orientation read elsewhere: the test is where this code decides.
    func apply(_ deviceOrientation: UIDeviceOrientation) {
        isLandscapeSkin = deviceOrientation.isLandscape // expect: ORI-719
    }
}
