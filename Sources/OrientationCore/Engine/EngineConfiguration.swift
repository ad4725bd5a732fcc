/// The platform the engine drives.
public struct EngineConfiguration: Sendable, Hashable {
    /// The iOS major version: 16 and later use geometry requests, earlier
    /// versions the legacy device-orientation path.
    public var osMajorVersion: Int
    /// The orientations of screens without a policy: the Info.plist list.
    public var defaultMask: InterfaceOrientationMask
    /// What the device can show (`.allButUpsideDown` without a home button).
    public var deviceMask: InterfaceOrientationMask
    /// False when the system always ignores the app's orientation masks: an
    /// iPad app in Split View, Slide Over or Stage Manager (rules 28-30).
    /// What changes over time (a resize, a fold) is the scene's part,
    /// ``OrientationEvent/sceneChanged(_:)``; the engine honours masks only
    /// when both allow it (`OrientationEngine.platformHonoursMasks`).
    public var platformHonoursMasks: Bool

    /// Creates a configuration.
    public init(
        osMajorVersion: Int = 17, defaultMask: InterfaceOrientationMask = .allButUpsideDown,
        deviceMask: InterfaceOrientationMask = .all, platformHonoursMasks: Bool = true
    ) {
        self.osMajorVersion = osMajorVersion
        self.defaultMask = defaultMask
        self.deviceMask = deviceMask
        self.platformHonoursMasks = platformHonoursMasks
    }

    /// True when rotations go through `requestGeometryUpdate` (iOS 16+).
    public var usesGeometryRequests: Bool { osMajorVersion >= 16 }
}
