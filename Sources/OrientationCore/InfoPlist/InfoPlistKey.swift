/// The Info.plist keys ``InfoPlist`` reads, and their device-qualified
/// spellings (`key~ipad`, `key~iphone`, UIKIT-RULES.md rule 15).
public enum InfoPlistKey {
    /// The orientations the app supports (an array of orientation names).
    public static let supportedOrientations = "UISupportedInterfaceOrientations"
    /// Opts an iPad app out of multitasking (a boolean; rule 28).
    public static let requiresFullScreen = "UIRequiresFullScreen"
    /// The name of the launch storyboard (a string).
    public static let launchStoryboardName = "UILaunchStoryboardName"
    /// The generated launch screen (a dictionary, possibly empty).
    public static let launchScreen = "UILaunchScreen"
    /// The scene configuration (a dictionary): the scene life cycle, which
    /// apps linked with the iOS 27 SDK need to launch.
    public static let sceneManifest = "UIApplicationSceneManifest"
    /// The OS version from which `UIRequiresFullScreen` is ignored (iOS 26.2+;
    /// a version string such as `26` or `26.2`).
    public static let requiresFullScreenIgnoredStartingWithVersion = "UIRequiresFullScreenIgnoredStartingWithVersion"

    /// The device suffix of an idiom: `~iphone` or `~ipad`.
    public static func suffix(for idiom: Idiom) -> String {
        idiom == .pad ? "~ipad" : "~iphone"
    }

    /// The device-qualified spelling of a key, such as
    /// `UISupportedInterfaceOrientations~ipad`.
    public static func qualified(_ key: String, for idiom: Idiom) -> String {
        key + suffix(for: idiom)
    }

    /// The orientation names an Info.plist may list, spelled exactly as
    /// UIKit reads them, in raw-value order.
    public static let orientationNames: [(name: String, orientation: InterfaceOrientation)] = [
        ("UIInterfaceOrientationPortrait", .portrait),
        ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
        ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
        ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft),
    ]

    /// The orientation an Info.plist string names, matched exactly
    /// (`UIInterfaceOrientationLandscapeLeft`); `nil` for anything else,
    /// including `UIInterfaceOrientationUnknown` and other spellings.
    public static func orientation(named name: String) -> InterfaceOrientation? {
        orientationNames.first { $0.name == name }?.orientation
    }

    /// The Info.plist spelling of an orientation; `nil` for `unknown`.
    public static func name(of orientation: InterfaceOrientation) -> String? {
        orientationNames.first { $0.orientation == orientation }?.name
    }
}
