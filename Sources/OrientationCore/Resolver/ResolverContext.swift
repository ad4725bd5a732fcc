/// What the resolver needs to know besides the tree.
public struct ResolverContext: Sendable, Hashable {
    /// The orientations of screens without a policy: the Info.plist list
    /// (or the idiom's default when the Info.plist declares none).
    public var defaultMask: InterfaceOrientationMask
    /// What the device can show: `.allButUpsideDown` on a phone without a
    /// home button (rule 4), `.all` otherwise.
    public var deviceMask: InterfaceOrientationMask
    /// The mask the owner view controller reports (its override or UIKit's
    /// default, rule 9), or `nil` when unknown. UIKit intersects it with the
    /// app delegate's answer (rule 16), so the resolver narrows its mask by
    /// it and never answers a mask disjoint from it (rule 17). While a
    /// presentation runs, drivers pass the mask of the controller that will
    /// own the window when it ends (``ScreenTree/owner``, UIKit rule 39).
    public var ownerMask: InterfaceOrientationMask?
    /// While a presentation or dismissal runs and UIKit still asks another
    /// view controller than the one that will own the window when it ends:
    /// that controller's mask, else `nil`. The answer then shares something
    /// with both (UIKit rule 39, `ORI-205`).
    public var transitionOwnerMask: InterfaceOrientationMask?
    /// Where UIKit rule 6 is uncertain (a presentation above a sheet): the
    /// mask of the controller UIKit asks under the other reading, when it
    /// is another one than ``ownerMask``'s, else `nil`. When the answer
    /// shares nothing with it, its orientations that the expected owner
    /// does not allow join the answer (`ORI-206`): UIKit then throws under
    /// neither reading, and the expected owner allows what it did before.
    public var uncertainOwnerMask: InterfaceOrientationMask?
    /// The orientation each `matchPresenting` screen was pinned to when it
    /// appeared, kept by the engine.
    public var pinned: [ScreenID: InterfaceOrientation]

    /// Creates a context.
    public init(
        defaultMask: InterfaceOrientationMask = .allButUpsideDown,
        deviceMask: InterfaceOrientationMask = .all,
        ownerMask: InterfaceOrientationMask? = nil,
        pinned: [ScreenID: InterfaceOrientation] = [:],
        transitionOwnerMask: InterfaceOrientationMask? = nil,
        uncertainOwnerMask: InterfaceOrientationMask? = nil
    ) {
        self.defaultMask = defaultMask
        self.deviceMask = deviceMask
        self.ownerMask = ownerMask
        self.pinned = pinned
        self.transitionOwnerMask = transitionOwnerMask
        self.uncertainOwnerMask = uncertainOwnerMask
    }
}
