import OrientationCore

extension AppBundle {
    /// The launch screen keys (rule 28).
    static let launchScreenKeys = [
        "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchScreen", "UILaunchScreen~ipad",
        "UILaunchStoryboards", "UILaunchScreens",
    ]

    /// The facts of an app's Info.plist, read key by key with `value`
    /// (`Bundle.object(forInfoDictionaryKey:)`): each idiom's orientations
    /// under its key (`~iphone`, `~ipad`) when that names any, else under
    /// the unqualified key; the linked SDK's major version from
    /// `DTPlatformVersion`, else `DTSDKName` (rule 61);
    /// `UIRequiresFullScreen`; whether any launch screen key is there.
    public init(info value: (String) -> Any?) {
        self.init(
            phoneOrientations: Self.orientations(value, "UISupportedInterfaceOrientations~iphone"),
            padOrientations: Self.orientations(value, "UISupportedInterfaceOrientations~ipad"),
            linkedSDK: Self.linkedSDK(value),
            requiresFullScreen: (value("UIRequiresFullScreen") as? Bool) ?? false,
            hasLaunchScreen: Self.launchScreenKeys.contains { value($0) != nil })
    }

    /// The orientations under the idiom's key, else the unqualified key.
    private static func orientations(_ value: (String) -> Any?, _ qualified: String) -> InterfaceOrientationMask? {
        for key in [qualified, "UISupportedInterfaceOrientations"] {
            guard let names = value(key) as? [String] else { continue }
            let mask = InterfaceOrientationMask(orientations: names.compactMap { InterfaceOrientation(name: $0) })
            if !mask.isEmpty { return mask }
        }
        return nil
    }

    /// The SDK's major version from `DTPlatformVersion`, else `DTSDKName`.
    private static func linkedSDK(_ value: (String) -> Any?) -> Int? {
        if let version = value("DTPlatformVersion") as? String, let major = Int(version.prefix { $0.isNumber }) {
            return major
        }
        guard let name = value("DTSDKName") as? String else { return nil }
        return Int(name.drop { !$0.isNumber }.prefix { $0.isNumber })
    }
}

extension InterfaceOrientationRegistry {
    /// The SwiftUI coordinator's default orientations from an app's
    /// Info.plist, read key by key with `value` (`Bundle.infoDictionary`):
    /// `defaultOrientations(generic:phone:pad:idiom:)` of its
    /// `UISupportedInterfaceOrientations` keys (rules 14-15).
    public static func defaultOrientations(info value: (String) -> Any?, idiom: Idiom) -> InterfaceOrientationMask {
        let key = "UISupportedInterfaceOrientations"
        return defaultOrientations(
            generic: value(key) as? [String], phone: value(key + "~iphone") as? [String],
            pad: value(key + "~ipad") as? [String], idiom: idiom)
    }
}
