import Foundation

/// The orientation settings of an app's Info.plist: the supported
/// orientations per device, `UIRequiresFullScreen` (and the version from
/// which it is ignored), whether a launch storyboard or launch screen is
/// declared, and whether a scene manifest is.
///
/// Read a file with ``read(contentsOf:)`` or a dictionary with
/// ``init(dictionary:file:)``; both are strict and throw an
/// ``InfoPlistError`` naming the file, the key and the offending value.
/// ``lint(contentsOf:idiom:)`` reads leniently and reports every problem,
/// and what the settings mean on a device, as diagnostics.
///
/// Keys are read as UIKit reads them: a device-qualified key
/// (`UISupportedInterfaceOrientations~ipad`) wins on its device and the
/// plain key is the fallback (UIKIT-RULES.md rule 15).
public struct InfoPlist: Sendable, Hashable {
    /// `UISupportedInterfaceOrientations` and its `~iphone` and `~ipad`
    /// variants, in the order listed, duplicates kept.
    public var supportedOrientations: Qualified<[InterfaceOrientation]>
    /// `UIRequiresFullScreen` and its variants.
    public var requiresFullScreen: Qualified<Bool>
    /// `UILaunchStoryboardName` and its variants.
    public var launchStoryboardName: Qualified<String>
    /// `true` under each `UILaunchScreen` key that is declared (a dictionary).
    public var hasLaunchScreen: Qualified<Bool>
    /// `true` under each `UIApplicationSceneManifest` key that is declared (a dictionary).
    public var hasSceneManifest: Qualified<Bool>
    /// `UIRequiresFullScreenIgnoredStartingWithVersion` and its variants:
    /// the major version from which `UIRequiresFullScreen` is ignored.
    public var requiresFullScreenIgnoredFrom: Qualified<Int>

    /// The largest file ``read(contentsOf:)`` and the lint accept: 32 MiB.
    /// Real Info.plists are a few kilobytes.
    public static let maximumFileSize = 32 << 20

    /// Creates settings from their values; everything is undeclared by default.
    public init(
        supportedOrientations: Qualified<[InterfaceOrientation]> = .init(),
        requiresFullScreen: Qualified<Bool> = .init(),
        launchStoryboardName: Qualified<String> = .init(),
        hasLaunchScreen: Qualified<Bool> = .init(),
        hasSceneManifest: Qualified<Bool> = .init(),
        requiresFullScreenIgnoredFrom: Qualified<Int> = .init()
    ) {
        self.supportedOrientations = supportedOrientations
        self.requiresFullScreen = requiresFullScreen
        self.launchStoryboardName = launchStoryboardName
        self.hasLaunchScreen = hasLaunchScreen
        self.hasSceneManifest = hasSceneManifest
        self.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
    }

    /// Reads the settings from a property-list dictionary, strictly.
    ///
    /// Keys this type does not know are ignored. Throws
    /// ``InfoPlistError/wrongType(file:key:index:expected:found:)`` or
    /// ``InfoPlistError/unknownValue(file:key:index:value:expected:)`` for
    /// the first invalid value; `file` names the source in the error.
    public init(dictionary: [String: Any], file: String = "Info.plist") throws {
        self = try InfoPlistDecoder.strict(dictionary, file: file)
    }

    /// Reads the settings from the bytes of an XML or binary property list,
    /// strictly; `file` names the source in errors.
    public init(data: Data, file: String = "Info.plist") throws {
        self = try InfoPlistDecoder.strict(InfoPlistFile.dictionary(from: data, file: file), file: file)
    }

    /// Reads an XML or binary Info.plist file, strictly.
    ///
    /// Throws an ``InfoPlistError`` when the file cannot be read, is larger
    /// than ``maximumFileSize``, is not a property list, does not hold a
    /// dictionary, or holds an invalid value for a known key. Errors name
    /// the file by `path` as given.
    public static func read(contentsOf path: String) throws -> InfoPlist {
        let dictionary = try InfoPlistFile.dictionary(contentsOf: path)
        return try InfoPlist(dictionary: dictionary, file: path)
    }
}
