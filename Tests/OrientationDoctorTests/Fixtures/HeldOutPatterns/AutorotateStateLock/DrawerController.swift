import UIKit

final class DrawerController: UIViewController {
    enum Phase { case idle, dragging }

    var phase: Phase = .idle // expect: ORI-706
    // Rotation only when no drag runs.
    override var shouldAutorotate: Bool { // expect: ORI-702
        phase == .idle
    }

    func beginDrag() {
        phase = .dragging // expect: ORI-707
    }
}

final class PickerController: UINavigationController {
    enum Source { case camera, library }

    var source: Source = .library

    // The source is one condition beside the screen's own flag: no lock of its own.
    override var shouldAutorotate: Bool { // expect: ORI-702
        allowsRotation && source != .camera
    }

    var allowsRotation: Bool { true }

    func useCamera() {
        source = .camera
    }
}
