import UIKit

/// Keeps the device orientation notifications on while it lives.
private final class Observation {
    private var observer: NSObjectProtocol?

    init(onChange: @escaping () -> Void) {
        UIDevice.current.beginGeneratingDeviceOrientationNotifications() // expect: ORI-716
        observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main // expect: ORI-716
        ) { _ in onChange() }
    }

    deinit {
        UIDevice.current.endGeneratingDeviceOrientationNotifications() // expect: ORI-716
    }
}

/// An app-made monitor: its methods reach the device through the file's own calls.
@MainActor
final class DeviceOrientationMonitor {
    private var handler: ((UIDeviceOrientation) -> Void)?
    private var observation: Observation?

    func start(handler: @escaping (UIDeviceOrientation) -> Void) {
        self.handler = handler
        if observation == nil {
            observation = Observation { [weak self] in self?.emit() }
        }
        emit() // expect: caller
    }

    func stop() {
        handler = nil
        observation = nil
    }

    func refresh() {
        emit() // expect: caller
    }

    func reset() {
        handler = nil
    }

    private func emit() {
        handler?(UIDevice.current.orientation) // expect: ORI-719
    }
}

/// Named for rotation, but reaches no orientation site: its calls are nothing.
final class RotationAnimator {
    private var angle = 0.0

    func start() {
        angle += .pi / 2
    }
}
