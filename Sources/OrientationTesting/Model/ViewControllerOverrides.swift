/// What a view controller subclass (or a container's delegate) overrides;
/// `nil` means UIKit's default (rules 9-13).
public struct ViewControllerOverrides: Sendable, Hashable {
    /// `supportedInterfaceOrientations`; `nil` for UIKit's default (rule 9).
    public var supported: InterfaceOrientationMask?
    /// `preferredInterfaceOrientationForPresentation`; `nil` when not
    /// overridden: "keep the current orientation" (rules 8, 11).
    public var preferredForPresentation: InterfaceOrientation?
    /// `shouldAutorotate`; `nil` for the default `true` (rule 10).
    public var shouldAutorotate: Bool?
    /// For a navigation or tab bar controller: what its delegate's
    /// `navigationControllerSupportedInterfaceOrientations(_:)` /
    /// `tabBarControllerSupportedInterfaceOrientations(_:)` returns; a
    /// subclass override (``supported``) wins (rules 12-13).
    public var delegateSupported: InterfaceOrientationMask?

    /// Creates overrides; `nil` everywhere is a view controller with UIKit's defaults.
    public init(
        supported: InterfaceOrientationMask? = nil, preferredForPresentation: InterfaceOrientation? = nil,
        shouldAutorotate: Bool? = nil, delegateSupported: InterfaceOrientationMask? = nil
    ) {
        self.supported = supported
        self.preferredForPresentation = preferredForPresentation
        self.shouldAutorotate = shouldAutorotate
        self.delegateSupported = delegateSupported
    }

    /// True when nothing is overridden.
    public var isDefault: Bool { self == ViewControllerOverrides() }
}
