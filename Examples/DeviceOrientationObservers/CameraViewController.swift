#if canImport(UIKit) && os(iOS)
import OrientationKit
import UIKit

/// A camera screen locked to portrait whose buttons turn to stay upright as
/// the phone turns, even with the rotation lock on: `MotionOrientationObserver`
/// read as an `AsyncStream` in a `Task`.
final class CameraViewController: UIViewController {
    private let shutterButton = UIButton(type: .system)
    private let flashButton = UIButton(type: .system)
    private var motion: MotionOrientationObserver?
    private var iconTask: Task<Void, Never>?

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let observer = MotionOrientationObserver()
        motion = observer
        guard observer.status == .running else {
            // No device motion on this hardware: the icons stay put.
            return
        }
        let orientations = observer.orientations
        iconTask = Task { [weak self] in
            for await orientation in orientations {
                self?.turnIcons(to: orientation)
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        iconTask?.cancel()
        motion?.cancel()
        motion = nil
    }

    /// Turns the icons against the device's turn so they stay upright.
    /// Flat and unknown readings keep the last turn.
    private func turnIcons(to orientation: DeviceOrientation) {
        let angle: CGFloat
        switch orientation {
        case .portrait: angle = 0
        case .landscapeRight: angle = -.pi / 2 // device turned clockwise
        case .landscapeLeft: angle = .pi / 2 // device turned counter-clockwise
        case .portraitUpsideDown: angle = .pi
        case .faceUp, .faceDown, .unknown: return
        }
        UIView.animate(withDuration: 0.25) {
            for icon in [self.shutterButton, self.flashButton] {
                icon.transform = CGAffineTransform(rotationAngle: angle)
            }
        }
    }
}
#endif
