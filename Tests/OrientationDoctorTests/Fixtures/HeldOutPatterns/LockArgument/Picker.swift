import UIKit

final class PickerRootController: UIViewController {
    var portraitOnly = true // expect: ORI-706

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        portraitOnly ? .portrait : .allButUpsideDown
    }
}

/// Its initializer passes `portraitOnly` on as it came: the callers that give it a value set the lock.
final class Picker {
    private var controller: PickerRootController?

    init(title: String?, portraitOnly: Bool = true) {
        setup(title: title, portraitOnly: portraitOnly)
    }

    private func setup(title: String?, portraitOnly: Bool) {
        controller = PickerRootController()
        controller?.portraitOnly = portraitOnly // expect: ORI-707
        controller?.title = title
    }
}
