import EmulatorCore
import UIKit

/// Named like its superclass from another module: still a view controller.
final class GameViewController: EmulatorCore.GameViewController {
    private var isSensorLocked = false // expect: ORI-706

    override var shouldAutorotate: Bool { // expect: ORI-702
        !isSensorLocked
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        guard isSensorLocked else { return super.supportedInterfaceOrientations }
        return .landscapeRight
    }

    func sensorDidActivate() {
        isSensorLocked = true // expect: ORI-707
    }
}

/// Named like a type of another module, but no view controller: nothing to report.
struct Settings {
    var supportedInterfaceOrientations: UIInterfaceOrientationMask = .all
}
