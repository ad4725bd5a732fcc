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

// A read that only picks the word for a chat message (held-out set 76's `/sysinfo`) is no layout either.
final class SystemInfoCommand {
    func message() -> String {
        let side = UIDevice.current.orientation.isLandscape ? "landscape" : "portrait"
        let localized = UIDevice.current.orientation.isLandscape
            ? String(localized: "landscape") : NSLocalizedString("portrait", comment: "")
        return side + localized
    }

    func height() -> CGFloat {
        UIDevice.current.orientation.isLandscape ? 32 : 44 // expect: ORI-719
    }
}
