import UIKit

// The device's orientation read only to print it in a debug overlay (held-out set 35's Provenance) is
// no layout decision; the same read that picks a layout is.
final class EmulatorViewController: UIViewController {
    let debugLabel = UILabel()
    let controls = UIView()

    func updateDebugInfo() {
        let orientation = UIDevice.current.orientation
        debugLabel.text = orientation.isPortrait ? "Portrait" : "Landscape"
    }

    func layoutControls() {
        controls.isHidden = UIDevice.current.orientation.isLandscape // expect: ORI-719
    }
}
