#if canImport(UIKit) && os(iOS)
import Foundation
import OrientationCore
import OrientationDriver

/// Reads what the app's Info.plist says about orientation.
enum BundleReader {
    /// The facts of a bundle.
    static func read(_ bundle: Bundle) -> AppBundle {
        AppBundle(
            phoneOrientations: orientations(bundle, "UISupportedInterfaceOrientations~iphone"),
            padOrientations: orientations(bundle, "UISupportedInterfaceOrientations~ipad"),
            linkedSDK: linkedSDK(bundle),
            requiresFullScreen: (bundle.object(forInfoDictionaryKey: "UIRequiresFullScreen") as? Bool) ?? false,
            hasLaunchScreen: [
                "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchScreen", "UILaunchScreen~ipad",
                "UILaunchStoryboards", "UILaunchScreens",
            ].contains { bundle.object(forInfoDictionaryKey: $0) != nil })
    }

    /// The orientations under the idiom's key, else the unqualified key.
    private static func orientations(_ bundle: Bundle, _ qualified: String) -> InterfaceOrientationMask? {
        for key in [qualified, "UISupportedInterfaceOrientations"] {
            guard let names = bundle.object(forInfoDictionaryKey: key) as? [String] else { continue }
            let mask = InterfaceOrientationMask(orientations: names.compactMap { InterfaceOrientation(name: $0) })
            if !mask.isEmpty { return mask }
        }
        return nil
    }

    /// The SDK's major version from `DTPlatformVersion`, else `DTSDKName` (rule 61).
    private static func linkedSDK(_ bundle: Bundle) -> Int? {
        if let version = bundle.object(forInfoDictionaryKey: "DTPlatformVersion") as? String,
            let major = Int(version.prefix { $0.isNumber })
        {
            return major
        }
        guard let name = bundle.object(forInfoDictionaryKey: "DTSDKName") as? String else { return nil }
        return Int(name.drop { !$0.isNumber }.prefix { $0.isNumber })
    }
}
#endif
