import UIKit

/// A player whose mask other code sets, from Swift and from Objective-C (as XYZPlayerViewController).
@objc(XYZPlayerViewController)
class PlayerViewController: UIViewController {
    private var orientations: UIInterfaceOrientationMask = .allButUpsideDown // expect: ORI-706

    @objc override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        get { orientations }
        set { orientations = newValue }
    }
}

extension PlayerViewController: ControlsBarDelegate {
    func controlsBarDidTapRotationLock(_ bar: ControlsBar) {
        supportedInterfaceOrientations = .landscapeRight // expect: ORI-707
    }
}

/// Another screen's answer of the same name: a write must say whose property it sets.
final class AudioPlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown } // expect: ORI-701
}
