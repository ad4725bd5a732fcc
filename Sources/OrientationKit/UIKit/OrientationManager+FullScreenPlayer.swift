#if canImport(UIKit) && os(iOS)
import UIKit

extension OrientationManager {
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
