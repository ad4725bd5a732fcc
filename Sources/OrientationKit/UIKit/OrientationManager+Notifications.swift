#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

extension OrientationManager {
    /// Whether the manager follows the device's physical orientation
    /// (`UIDevice.orientationDidChangeNotification`). On by default; the
    /// app's choice holds whenever it is made, also before the manager
    /// starts, and begin and end stay balanced.
    public var observesDeviceOrientation: Bool {
        get { driver.observesDeviceOrientation }
        set { driver.observesDeviceOrientation = newValue }
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
    /// reports a rotation, which a locked device never does (the library's
    /// own legacy writes on iOS 13-15 do not count).
    public var isDeviceRotationLocked: Bool {
        get { driver.isDeviceRotationLocked }
        set { driver.isDeviceRotationLocked = newValue }
    }
}
#endif
