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
        center.addObserver(
            self, selector: #selector(appDidBecomeActive),
            name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(
            self, selector: #selector(appWillResignActive),
            name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(
            self, selector: #selector(deviceOrientationDidChange),
            name: UIDevice.orientationDidChangeNotification, object: nil)
        observesDeviceOrientation = true
    }

    @objc private func appDidBecomeActive() {
        isActive = true
        for session in liveSessions {
            // The window is on screen now: what its scene shows is a fact,
            // and deferred requests are measured against it.
            if session.engine.currentOrientation != nil, let scene = session.window?.windowScene {
                session.engine.handle(.interfaceOrientationChanged(scene.shownOrientation))
                deliverSettledRotations(of: session)
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
            deliverSettledRotations(of: session)
        }
    }

    @objc private func deviceOrientationDidChange() {
        let device = DeviceOrientation(UIDevice.current.orientation)
        for session in liveSessions {
            let commands = session.engine.handle(.deviceRotated(device))
            reportEngineDiagnostics(session)
            execute(commands, in: session)
        }
        // A locked device reports no rotation (UIKIT rule 56): the engines
        // cleared the lock if this one showed it is off.
        if rotationLock, let session = liveSessions.first, !session.engine.isDeviceRotationLocked {
            rotationLock = false
        }
    }

    /// Whether the user's rotation lock is on, as far as the app knows.
    ///
    /// iOS has no API for it. With the lock on, `UIDevice` reports portrait
    /// however the device is held (UIKIT rule 56), which the manager cannot
    /// tell from a device held upright: a screen that comes back then comes
    /// back upright when it allows portrait (the device wins over memory,
    /// choice rule 2). An app that knows the lock is on (for example because
    /// `MotionOrientationObserver` reports landscape while `UIDevice` keeps
    /// reporting portrait) sets this to `true`: screens then come back in the
    /// orientation they remember. It becomes `false` by itself when `UIDevice`
    /// reports a rotation, which a locked device never does.
    public var isDeviceRotationLocked: Bool {
        get { rotationLock }
        set {
            guard newValue != rotationLock else { return }
            rotationLock = newValue
            for session in liveSessions { session.engine.handle(.deviceRotationLockChanged(newValue)) }
        }
    }

    /// Called when a size transition of a window ended: the scene's
    /// interface orientation is now what the screen shows.
    func interfaceDidSettle(in window: UIWindow) {
        guard let scene = window.windowScene, let session = sessions[sessionKey(for: window)],
            session.window === window
        else { return }
        // If UIKit settled elsewhere than the screen's chosen orientation
        // while a transition ended, the engine asks for it once more.
        let commands = session.engine.handle(.interfaceOrientationChanged(scene.shownOrientation))
        reportEngineDiagnostics(session)
        execute(commands, in: session)
        refresh(window)
    }
}
#endif
