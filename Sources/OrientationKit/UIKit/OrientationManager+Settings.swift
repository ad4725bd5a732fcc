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

    /// The policy of the video player AVKit presents on its own: the
    /// full-screen controller an inline `AVPlayerViewController` (or SwiftUI's
    /// `VideoPlayer`, which is one) presents when the user taps full screen,
    /// and an `AVPlayerViewController` the app presents without an
    /// ``UIKit/UIViewController/orientationPolicy``. Nothing to subclass and
    /// no delegate to set.
    ///
    /// `nil` (the default) leaves such a screen to the general rule for
    /// presented screens the app does not own. With a policy, the presented
    /// player is a screen with that policy: it decides while it is shown (the
    /// portrait screen beneath no longer holds the video upright) and the
    /// screen beneath comes back in its own orientation on dismissal.
    ///
    /// ```swift
    /// OrientationManager.shared.fullScreenPlayerPolicy = .allButUpsideDown
    /// ```
    ///
    /// A screen counts as AVKit's when its class comes from the AVKit
    /// framework bundle (`com.apple.AVKit`), so AVKit's private controller
    /// classes are never named. Invalid policies are normalized and reported
    /// like any other (`ORI-101`...`ORI-104`).
    public var fullScreenPlayerPolicy: OrientationPolicy? {
        get { driver.fullScreenPlayerPolicy }
        set { driver.fullScreenPlayerPolicy = newValue }
    }
}
#endif
