/// The answer of ``OrientationResolver`` for one tree.
public struct Resolution: Sendable, Hashable {
    /// The node index of the deciding screen: the topmost screen with a
    /// policy along the visible path; `nil` when no visible screen has one.
    public var decidingIndex: Int?
    /// The identity of the deciding screen.
    public var deciding: ScreenID?
    /// The node index of the topmost visible screen.
    public var visibleIndex: Int?
    /// The identity of the topmost visible screen.
    public var visible: ScreenID?
    /// The deciding screen's policy, if any.
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
