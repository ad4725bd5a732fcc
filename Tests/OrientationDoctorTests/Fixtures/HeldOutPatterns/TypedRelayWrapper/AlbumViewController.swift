import UIKit

final class AlbumViewController: UIViewController {
    var columns: Int {
        UIDevice.isPortrait ? 2 : 4 // expect: ORI-715
    }

    var deviceSaysPortrait: Bool {
        UIDevice.current.orientation.isPortrait // expect: ORI-719
    }
}
