import UIKit

// Habitica (held-out set 120): an extension of the scene that tests its own orientation without a receiver.
extension UIWindowScene {
    var isLandscape: Bool {
        interfaceOrientation == .landscapeLeft || interfaceOrientation == .landscapeRight // expect: ORI-715
    }

    var title: String {
        session.persistentIdentifier
    }
}
