#if canImport(UIKit) && os(iOS)
import Combine
import OrientationCore
import OrientationKit
import UIKit

/// An inline video player that goes full screen when the phone is turned to
/// landscape: `DeviceOrientationObserver` through a Combine sink. Using the
/// `UIDevice` observer (not CoreMotion) respects the user's rotation lock,
/// which then reports only portrait.
final class PlayerViewController: UIViewController {
    private let deviceOrientation = DeviceOrientationObserver()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        deviceOrientation.publisher
            .filter { $0.isLandscape }
            .sink { [weak self] orientation in
                self?.enterFullScreen(showing: orientation)
            }
            .store(in: &subscriptions)
    }

    private func enterFullScreen(showing orientation: DeviceOrientation) {
        guard presentedViewController == nil else { return }
        // Device landscapeLeft shows interface landscapeRight upright (and the
        // reverse): same raw value, swapped names.
        let fullScreen = FullScreenPlayerViewController(
            orientation: orientation.interfaceOrientation ?? .landscapeRight
        )
        fullScreen.modalPresentationStyle = .fullScreen
        present(fullScreen, animated: true)
    }
}

/// The full-screen player, opened in the landscape the device is turned to.
final class FullScreenPlayerViewController: UIViewController {
    private let orientation: InterfaceOrientation

    init(orientation: InterfaceOrientation) {
        self.orientation = orientation
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIInterfaceOrientation(rawValue: orientation.rawValue) ?? .landscapeRight
    }
}
#endif
