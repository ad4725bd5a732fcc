#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

extension OrientationManager {
    /// What the manager would otherwise detect, for apps that know better.
    /// Every `nil` field is detected, as documented on each field.
    public struct Configuration: Sendable, Hashable {
        /// The orientations of screens without a policy. Detected from the
        /// Info.plist: `UISupportedInterfaceOrientations~ipad` or `~iphone`
        /// for the running idiom, else `UISupportedInterfaceOrientations`,
        /// else the idiom's default (rule 14).
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
        /// false in a resizable iPhone scene on iOS 27 after the first
        /// resize (rules 61-62); and false after the system refused a
        /// rotation because of its windowing mode. Setting it overrides the
        /// detection for every scene.
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
}

/// Reads the platform facts the engine's configuration is made of.
@MainActor
enum PlatformEnvironment {
    /// The running idiom: iPad or phone (everything else counts as phone).
    static var idiom: Idiom {
        UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
    }

    /// The running iOS major version.
    static var osMajorVersion: Int {
        ProcessInfo.processInfo.operatingSystemVersion.majorVersion
    }

    /// The Info.plist orientations for an idiom, or `nil` when none are declared.
    static func infoPlistMask(for idiom: Idiom, bundle: Bundle = .main) -> InterfaceOrientationMask? {
        let qualified =
            idiom == .pad ? "UISupportedInterfaceOrientations~ipad" : "UISupportedInterfaceOrientations~iphone"
        for key in [qualified, "UISupportedInterfaceOrientations"] {
            guard let names = bundle.object(forInfoDictionaryKey: key) as? [String] else { continue }
            let mask = InterfaceOrientationMask(orientations: names.compactMap { InterfaceOrientation(name: $0) })
            if !mask.isEmpty { return mask }
        }
        return nil
    }

    /// True when the Info.plist names a launch storyboard or launch screen,
    /// one of the conditions of iPad multitasking (rule 28).
    static func hasLaunchScreen(bundle: Bundle = .main) -> Bool {
        [
            "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchScreen", "UILaunchScreen~ipad",
            "UILaunchStoryboards", "UILaunchScreens",
        ].contains { bundle.object(forInfoDictionaryKey: $0) != nil }
    }

    /// True when the Info.plist sets `UIRequiresFullScreen`.
    static func requiresFullScreen(bundle: Bundle = .main) -> Bool {
        (bundle.object(forInfoDictionaryKey: "UIRequiresFullScreen") as? Bool) ?? false
    }

    /// What the device can show: no upside down on a phone without a home
    /// button, detected by the window's bottom safe-area inset.
    static func deviceMask(idiom: Idiom, window: UIWindow) -> InterfaceOrientationMask {
        idiom == .phone && window.safeAreaInsets.bottom > 0 ? .allButUpsideDown : .all
    }

    /// The major version of the SDK the app was linked against, from the
    /// `DTPlatformVersion` (else `DTSDKName`) key Xcode writes into the
    /// built Info.plist; `nil` when absent (rule 61).
    static func linkedSDK(bundle: Bundle = .main) -> Int? {
        if let version = bundle.object(forInfoDictionaryKey: "DTPlatformVersion") as? String,
            let major = Int(version.prefix { $0.isNumber })
        {
            return major
        }
        if let name = bundle.object(forInfoDictionaryKey: "DTSDKName") as? String {
            let digits = name.drop { !$0.isNumber }.prefix { $0.isNumber }
            return Int(digits)
        }
        return nil
    }
}
#endif
