import OrientationCore
import OrientationDriver
import Testing

/// What the driver reads of an app's Info.plist (`AppBundle(info:)`, and
/// the SwiftUI coordinator's defaults), from its values key by key.
@Suite("Info.plist facts: orientations per idiom, the linked SDK, full screen, launch screen")
struct AppBundleInfoTests {
    @Test("An idiom's key wins when it names orientations; else the unqualified key; else none")
    func orientationsPerIdiom() {
        let info: [String: Any] = [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeLeft", "bogus"],
            "UISupportedInterfaceOrientations~iphone": ["bogus"],
        ]
        let bundle = AppBundle(info: { info[$0] })
        #expect(bundle.padOrientations == .landscapeLeft)
        #expect(bundle.phoneOrientations == .portrait)
        let empty = AppBundle(info: { _ in nil })
        #expect(empty.phoneOrientations == nil && empty.padOrientations == nil)
        #expect(empty.linkedSDK == nil && !empty.requiresFullScreen && !empty.hasLaunchScreen)
    }

    // Rule 61: the SDK the app was linked against.
    @Test("The linked SDK is DTPlatformVersion's major version, else DTSDKName's")
    func linkedSDK() {
        #expect(AppBundle(info: { ["DTPlatformVersion": "26.2", "DTSDKName": "iphoneos18.0"][$0] }).linkedSDK == 26)
        #expect(AppBundle(info: { ["DTPlatformVersion": "beta", "DTSDKName": "iphoneos18.0"][$0] }).linkedSDK == 18)
        #expect(AppBundle(info: { ["DTSDKName": "iphoneos"][$0] }).linkedSDK == nil)
    }

    // Rule 28: a launch screen, any of its keys.
    @Test("Full screen and a launch screen under any of its keys")
    func fullScreenAndLaunchScreen() {
        let info: [String: Any] = ["UIRequiresFullScreen": true, "UILaunchScreen~ipad": [String: Any]()]
        let bundle = AppBundle(info: { info[$0] })
        #expect(bundle.requiresFullScreen && bundle.hasLaunchScreen)
        #expect(AppBundle(info: { ["UILaunchStoryboardName": "Launch"][$0] }).hasLaunchScreen)
    }

    // Rules 14-15: the coordinator's defaults.
    @Test("The SwiftUI coordinator's defaults: the idiom's key, else the unqualified key, else the idiom's default")
    func coordinatorDefaults() {
        let info: [String: Any] = [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeRight"],
        ]
        #expect(InterfaceOrientationRegistry.defaultOrientations(info: { info[$0] }, idiom: .pad) == .landscapeRight)
        #expect(InterfaceOrientationRegistry.defaultOrientations(info: { info[$0] }, idiom: .phone) == .portrait)
        #expect(InterfaceOrientationRegistry.defaultOrientations(info: { _ in nil }, idiom: .pad) == .all)
    }
}
