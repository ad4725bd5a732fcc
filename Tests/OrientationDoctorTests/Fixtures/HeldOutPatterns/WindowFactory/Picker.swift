import UIKit

final class PickerRootController: UIViewController {
    var portraitOnly = true // expect: ORI-706

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        portraitOnly ? .portrait : .allButUpsideDown
    }
}

/// Shows its controller in a window of its own, from the factory.
final class Picker {
    private var window: UIWindow?
    private var pickerController: PickerRootController?

    func show() {
        guard let rootController = pickerController else { return }
        window = WindowMaker.newOverlayWindow() // expect: ORI-717
        window?.rootViewController = rootController
        window?.windowLevel = UIWindow.Level.alert
        window?.makeKeyAndVisible()
    }
}
