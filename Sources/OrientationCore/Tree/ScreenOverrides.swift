/// What a screen's own view controller class answers UIKit's orientation
/// questions with: `supportedInterfaceOrientations` and
/// `preferredInterfaceOrientationForPresentation` (UIKit rules 8-9).
///
/// Screens the app does not own carry these instead of an
/// ``OrientationPolicy``: an image picker (portrait only on iPhone), a
/// full-screen system video player, a third-party SDK's screen, or an app's
/// own legacy class that still overrides the getters. UIKit asks such a
/// screen when it owns the window (rules 5-7), so the resolver lets it decide
/// then, with these orientations as its policy (UIKit rules 38-40), and
/// ignores them everywhere else.
public struct ScreenOverrides: Sendable, Hashable {
    /// What `supportedInterfaceOrientations` returns.
    public let supported: InterfaceOrientationMask
    /// What `preferredInterfaceOrientationForPresentation` returns when the
    /// class overrides it; `nil` when it does not.
    public let preferredForPresentation: InterfaceOrientation?
    /// The policy these answers amount to: the supported mask and the
    /// preferred orientation, normalized as every policy is (an empty mask
    /// allows all, a preferred orientation outside the mask is dropped).
    public let policy: OrientationPolicy

    /// Creates the answers of a view controller class.
    public init(supported: InterfaceOrientationMask, preferredForPresentation: InterfaceOrientation? = nil) {
        self.supported = supported
        self.preferredForPresentation = preferredForPresentation
        self.policy = OrientationPolicy(supported: supported, preferred: preferredForPresentation)
    }
}
