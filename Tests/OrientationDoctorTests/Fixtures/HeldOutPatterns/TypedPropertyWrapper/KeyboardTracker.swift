import UIKit

/// Another type reaches the wrapper through a property it declares with the wrapper's type, and through a
/// binding that shadows that property; a property of another type with the same member name is no use.
final class KeyboardTracker {
    var rootConfiguration: RootControllerConfiguration?
    var layout: Layout?
    var beganPortrait = true

    func keyboardDidHide() {
        guard let rootConfiguration else { return }
        beganPortrait = rootConfiguration.currentOrientation.isPortrait // expect: ORI-715
    }

    func keyboardDidChange() {
        beganPortrait = self.rootConfiguration?.currentOrientation.isPortrait ?? true // expect: ORI-715
        beganPortrait = layout?.currentOrientation.isPortrait ?? true
    }
}

struct Layout {
    var currentOrientation: UIInterfaceOrientation = .portrait
}
