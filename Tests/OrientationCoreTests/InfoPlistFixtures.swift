import Foundation

@testable import OrientationCore

/// Info.plist fixtures shaped like Xcode's app templates, and helpers to
/// turn them into binary plists and temporary files.
enum InfoPlistFixtures {
    /// Wraps dictionary entries in an XML property list.
    static func xml(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    /// `<key>k</key><array><string>…</string>…</array>`.
    static func orientations(_ key: String, _ names: [String]) -> String {
        "<key>\(key)</key><array>" + names.map { "<string>\($0)</string>" }.joined() + "</array>"
    }

    static let portrait = "UIInterfaceOrientationPortrait"
    static let upsideDown = "UIInterfaceOrientationPortraitUpsideDown"
    static let left = "UIInterfaceOrientationLandscapeLeft"
    static let right = "UIInterfaceOrientationLandscapeRight"
    static let allFour = [portrait, upsideDown, left, right]

    /// Keys every template has, unrelated to orientation.
    static let bundleKeys = """
        <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
        <key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
        <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        <key>CFBundleShortVersionString</key><string>1.0</string>
        <key>LSRequiresIPhoneOS</key><true/>
        <key>UIApplicationSceneManifest</key><dict>
            <key>UIApplicationSupportsMultipleScenes</key><false/>
        </dict>
        <key>UIRequiredDeviceCapabilities</key><array><string>armv7</string></array>
        """

    /// A storyboard iPhone-only app: portrait and both landscapes.
    static let iPhoneOnly = xml(
        bundleKeys + """
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            <key>UIMainStoryboardFile</key><string>Main</string>
            \(orientations("UISupportedInterfaceOrientations", [portrait, left, right]))
            """)

    /// A storyboard universal app: the iPad list adds upside down.
    static let universal = xml(
        bundleKeys + """
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            \(orientations("UISupportedInterfaceOrientations", [portrait, left, right]))
            \(orientations("UISupportedInterfaceOrientations~ipad", [portrait, upsideDown, left, right]))
            """)

    /// A portrait-only app that opts out of iPad multitasking.
    static let portraitFullScreen = xml(
        bundleKeys + """
            <key>UILaunchScreen</key><dict/>
            <key>UIRequiresFullScreen</key><true/>
            \(orientations("UISupportedInterfaceOrientations", [portrait]))
            """)

    /// A SwiftUI app whose build settings generate per-device lists.
    static let swiftUIGenerated = xml(
        bundleKeys + """
            <key>UILaunchScreen</key><dict><key>UIColorName</key><string>LaunchColor</string></dict>
            \(orientations("UISupportedInterfaceOrientations~iphone", [portrait]))
            \(orientations("UISupportedInterfaceOrientations~ipad", [portrait, upsideDown, left, right]))
            """)

    /// The fixture re-encoded as a binary property list.
    static func binary(_ xml: String) throws -> Data {
        let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    }

    /// The dictionary of an XML fixture.
    static func dictionary(_ xml: String) throws -> [String: Any] {
        try InfoPlistFile.dictionary(from: Data(xml.utf8), file: "Info.plist")
    }
}

/// The two encodings Xcode writes.
enum PlistEncoding: String, CaseIterable, Sendable {
    case xml, binary

    func data(_ xml: String) throws -> Data {
        self == .xml ? Data(xml.utf8) : try InfoPlistFixtures.binary(xml)
    }
}

/// A file in a fresh temporary directory, removed by `remove()`.
struct TemporaryFile {
    let directory: URL
    let path: String

    init(_ data: Data, name: String = "Info.plist") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("InfoPlistTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// Writes the data to a temporary file, runs `body` with its path, removes it.
    static func with<T>(_ data: Data, _ body: (String) throws -> T) throws -> T {
        let file = try TemporaryFile(data)
        defer { file.remove() }
        return try body(file.path)
    }
}
