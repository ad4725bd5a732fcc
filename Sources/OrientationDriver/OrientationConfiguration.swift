import OrientationCore

/// What the driver would otherwise detect, for apps that know better.
/// Every `nil` field is detected, as documented on each field.
public struct OrientationConfiguration: Sendable, Hashable {
    /// The orientations of screens without a policy. Detected from the
    /// Info.plist: `UISupportedInterfaceOrientations~ipad` or `~iphone` for
    /// the running idiom, else `UISupportedInterfaceOrientations`, else the
    /// idiom's default (rule 14).
    public var defaultMask: InterfaceOrientationMask?
    /// What the device can show. Detected: on a phone whose window has a
    /// bottom safe-area inset (no home button) upside down is removed
    /// (rule 4); otherwise all four.
    public var deviceMask: InterfaceOrientationMask?
    /// The iOS major version that picks the platform calls. Detected from
    /// `ProcessInfo.operatingSystemVersion`.
    public var osMajorVersion: Int?
    /// Whether the system honours orientation masks in the app's scenes.
    /// Detected per scene, again after each geometry change: false on an
    /// iPad app eligible for multitasking (a launch screen, no
    /// `UIRequiresFullScreen` and, before the iOS 27 rules, all four iPad
    /// orientations; rules 28-29, 63) or whose window does not fill its
    /// screen before iPadOS 26 (Split View, Slide Over, Stage Manager);
    /// false in a resizable iPhone scene on iOS 27 after the first resize
    /// (rules 61-62); and false after the system refused a rotation because
    /// of its windowing mode. Setting it overrides the detection for every
    /// scene.
    public var platformHonoursMasks: Bool?

    /// A configuration; `nil` fields are detected.
    public init(
        defaultMask: InterfaceOrientationMask? = nil, deviceMask: InterfaceOrientationMask? = nil,
        osMajorVersion: Int? = nil, platformHonoursMasks: Bool? = nil
    ) {
        self.defaultMask = defaultMask
        self.deviceMask = deviceMask
        self.osMajorVersion = osMajorVersion
        self.platformHonoursMasks = platformHonoursMasks
    }
}
