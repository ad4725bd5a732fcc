/// Where a window scene runs, as far as interface orientation is concerned
/// (docs/UIKitRules.md, rules 60-79). From iOS 27, for apps linked against
/// the iOS 27 SDK, an app's supported orientations are a preference that
/// resizable environments ignore; this value names the environment so that
/// diagnostics can say which one ignored which policy.
public enum SceneEnvironment: String, Sendable, Hashable, CaseIterable, Codable {
    /// The whole screen of an iPhone or iPad, not resizable by the user.
    case fullScreen
    /// iPhone Mirroring on a Mac: a resizable window that always reports
    /// portrait once the user has resized it.
    case mirroring
    /// An iPhone-only app running on an iPad.
    case phoneOnPad
    /// The outer (folded) display of a foldable iPhone.
    case duoOuter
    /// The inner (unfolded) display of a foldable iPhone, where every app
    /// takes part in Split View.
    case duoInner
    /// An iPad app in a window: iPad windowing, Stage Manager, Split View or
    /// Slide Over.
    case windowed
    /// A resizable scene the driver cannot name more precisely (iPhone
    /// Mirroring or the inner display of a foldable iPhone look alike to an
    /// app). Scenario files never use it.
    case resizable

    /// True for the environments an iPhone app runs in (the phone idiom).
    public var isPhoneEnvironment: Bool {
        switch self {
        case .mirroring, .phoneOnPad, .duoOuter, .duoInner, .resizable: true
        case .fullScreen, .windowed: false
        }
    }

    /// True where the older iPad multitasking rules apply (rules 28-30):
    /// full screen or in a window, on an iPad.
    public var isIPadMultitasking: Bool { self == .fullScreen || self == .windowed }

    /// How diagnostics name the environment: "iPhone Mirroring".
    public var displayName: String {
        switch self {
        case .fullScreen: "a full-screen scene"
        case .mirroring: "iPhone Mirroring"
        case .phoneOnPad: "an iPhone app on iPad"
        case .duoOuter: "the outer display of a foldable iPhone"
        case .duoInner: "the inner display of a foldable iPhone"
        case .windowed: "an iPad window (windowing, Stage Manager or Split View)"
        case .resizable: "a resizable scene"
        }
    }
}
