#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

extension OrientationManager {
    /// Whether the manager follows the device's physical orientation
    /// (`UIDevice.orientationDidChangeNotification`). On by default once the
    /// manager starts; turning it off ends the notifications it began, so
    /// begin and end stay balanced.
    public var observesDeviceOrientation: Bool {
        get { isObservingDevice }
        set {
            guard newValue != isObservingDevice else { return }
            isObservingDevice = newValue
            if newValue {
                UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            } else {
                UIDevice.current.endGeneratingDeviceOrientationNotifications()
            }
        }
    }

    /// Subscribes to app activation and device orientation.
    func startObservingNotifications() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(appDidBecomeActive),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(appWillResignActive),
                           name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(deviceOrientationDidChange),
                           name: UIDevice.orientationDidChangeNotification, object: nil)
        observesDeviceOrientation = true
    }

    @objc private func appDidBecomeActive() {
        isActive = true
        for session in liveSessions {
            // The window is on screen now: what its scene shows is a fact,
            // and deferred requests are measured against it.
            if session.engine.currentOrientation != nil, let scene = session.window?.windowScene {
                session.engine.handle(.interfaceOrientationChanged(InterfaceOrientation(scene.interfaceOrientation)))
            }
            let commands = session.engine.handle(.appBecameActive)
            reportEngineDiagnostics(session)
            execute(commands, in: session)
        }
    }

    @objc private func appWillResignActive() {
        isActive = false
        for session in liveSessions {
            session.engine.handle(.appBecameInactive)
        }
    }

    @objc private func deviceOrientationDidChange() {
        let device = DeviceOrientation(UIDevice.current.orientation)
        for session in liveSessions {
            let commands = session.engine.handle(.deviceRotated(device))
            reportEngineDiagnostics(session)
            execute(commands, in: session)
        }
    }

    /// Called when a size transition of a window ended: the scene's
    /// interface orientation is now what the screen shows.
    func interfaceDidSettle(in window: UIWindow) {
        guard let scene = window.windowScene, let session = sessions[ObjectIdentifier(window)] else { return }
        // If UIKit settled elsewhere than the screen's chosen orientation
        // while a transition ended, the engine asks for it once more.
        let commands = session.engine.handle(.interfaceOrientationChanged(InterfaceOrientation(scene.interfaceOrientation)))
        reportEngineDiagnostics(session)
        execute(commands, in: session)
        refresh(window)
    }
}
#endif
