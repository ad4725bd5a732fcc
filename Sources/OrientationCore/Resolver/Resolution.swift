/// The answer of ``OrientationResolver`` for one tree.
public struct Resolution: Sendable, Hashable {
    /// The node index of the deciding screen: the topmost screen with a
    /// policy along the visible path; `nil` when no visible screen has one.
    public var decidingIndex: Int?
    /// The identity of the deciding screen.
    public var deciding: ScreenID?
    /// The screens deciding together with ``deciding``: the other visible
    /// children of a container showing several at once whose branches state
    /// a policy that narrowed the mask (UIKit rule 43), in view order. One
    /// sharing nothing with the others is left out (`ORI-204`). Usually empty.
    public var alsoDeciding: [ScreenID] = []
    /// The node index of the topmost visible screen.
    public var visibleIndex: Int?
    /// The identity of the topmost visible screen.
    public var visible: ScreenID?
    /// The node index of the view controller UIKit asks, or will ask once
    /// every transition in progress ends (UIKit rules 5-7).
    public var ownerIndex: Int?
    /// The deciding screen's policy, if any: for a screen the app does not
    /// own, the policy its class's overrides amount to.
    public var policy: OrientationPolicy?
    /// The mask for the app delegate. Never empty.
    public var mask: InterfaceOrientationMask
    /// The orientation the deciding screen asks for by itself (its lock,
    /// pin or preferred orientation), when that is inside ``mask``.
    public var preferred: InterfaceOrientation?
    /// The node index of the screen beneath the deciding screen that states
    /// a concrete policy (what `matchPresenting` follows).
    public var beneathIndex: Int?
    /// Safe fallbacks taken while resolving.
    public var diagnostics: [OrientationDiagnostic]
    /// Why, step by step; filled only when tracing was asked for.
    public var trace: [String]

    /// True when `orientation` is in the mask.
    public func allows(_ orientation: InterfaceOrientation) -> Bool { mask.contains(orientation) }
}
