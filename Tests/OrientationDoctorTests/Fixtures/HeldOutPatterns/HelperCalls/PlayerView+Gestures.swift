import UIKit

/// An extension in another file, with no orientation word: parsed because it names the player's
/// type and its helper, and its call is the player's own.
extension PlayerView {
    @objc func doubleTapped() {
        enterFullscreen() // expect: ORI-734
    }
}
