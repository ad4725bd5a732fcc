import CaptureKit
import UIKit

final class ScanController: UIViewController {
    func openScanner() {
        CaptureKit.shared.isLandscape = true // expect: ORI-707
    }

    func scannerClosed() {
        CaptureKit.shared.isLandscape = false // expect: ORI-707
    }
}

// Another flag of the same name: not the SDK's, not the lock.
final class CardLayout {
    var isLandscape = false

    func update(width: CGFloat, height: CGFloat) {
        self.isLandscape = width > height
        isLandscape = width > height
    }
}
