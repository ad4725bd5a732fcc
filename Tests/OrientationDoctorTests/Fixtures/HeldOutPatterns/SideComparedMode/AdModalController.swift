import UIKit

// A screen's mode of the app's own type that its orientation override compares with a side (Prebid's
// `interstitialLayout == .landscape`, held-out set 157): the mode is the screen's lock, whatever its type's name,
// and its writes are the lock's. A mode compared with no side (`kind == .video`) is not.
enum AdLayout {
    case undefined, portrait, landscape
}

enum AdKind {
    case banner, video
}

final class AdModalController: UIViewController {
    var layout = AdLayout.undefined // expect: ORI-706
    var kind = AdKind.banner

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        if kind == .video {
            return .all
        }
        return layout == .landscape ? .landscape : .portrait
    }

    func configure(layout: AdLayout, kind: AdKind) {
        self.layout = layout // expect: ORI-707
        self.kind = kind
    }
}
