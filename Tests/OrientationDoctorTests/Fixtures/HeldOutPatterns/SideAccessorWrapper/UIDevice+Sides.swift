import UIKit

extension UIDevice {
    /// Portrait or landscape, not flat on a table.
    var portraitOrLandscape: Bool {
        self.orientation == .portrait || self.orientation.isLandscape // expect: ORI-719
    }
}

final class CardView: UIView {
    /// Wider than tall: measured, not read from the device.
    var isLandscapeShaped: Bool { bounds.width > bounds.height }
}
