import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 133 to 142 showed (stop 50): React Native's and Cordova's native code (a module's exported
/// methods, a lock kept in a file-scope variable), a tool's test fixtures, a swizzle of the status bar beside the
/// orientation's, and the device's orientation only printed.
@Suite struct HeldOutStop50PatternTests {
    /// A React Native module's `RCT_EXPORT_METHOD` and `RCT_REMAP_METHOD` bodies are methods: the calls of the
    /// module's helpers in them are found. A file-scope mask a class getter returns to the app delegate's hook is
    /// the lock; its class setter's calls (`[Orientation setOrientation:mask]`) write it; a KVC key held in a
    /// local (`NSString *key = @"orientation"`) is the orientation's.
    @Test func aReactNativeModulesLockAndExportedMethodsAreFound() throws {
        try PatternScan("ReactNativeModule").expectOnlyTheMarkers()
    }

    /// `method_exchangeImplementations` whose arguments name selectors swizzles those: the status bar's
    /// beside the orientation's in one `+load` is no orientation swizzle. The method put in the orientation
    /// method's place (`screensSupportedInterfaceOrientations`) answers for every controller: reported too.
    @Test func onlyTheExchangeOfAnOrientationSelectorIsASwizzle() throws {
        try PatternScan("StatusBarSwizzles").expectOnlyTheMarkers()
    }

    /// A tool's test fixtures (`tests/spec/fixtures/App.xcodeproj`), a framework's test host (`TestsHostApp`) and its
    /// `test/` folder of test apps (`test/AppTest/xcode_ios`) build no app users install: their settings and plists
    /// are not reported.
    @Test func testFixturesAndATestsHostAppAreNoApp() throws {
        try PatternScan("TestFixtureProjects").expectOnlyTheMarkers()
    }

    /// The device's orientation printed, or read into a local that only `print` reads or that only decides whether
    /// to print, decides nothing on screen; a local tested for a layout still decides.
    @Test func aDeviceReadOnlyPrintedIsNotReported() throws {
        try PatternScan("LoggedDeviceReads").expectOnlyTheMarkers()
    }

    /// A screen's override that returns a mask through a getter declared as a method (`- (ScreenView *)screenView;`)
    /// reads the lock of that getter's class: its declaration and its writes are found; the class's other flags
    /// and the controller's other getters are not locks.
    @Test func aLockReachedThroughAGetterMethodIsTheScreensLock() throws {
        try PatternScan("LockThroughGetterMethod").expectOnlyTheMarkers()
    }

    /// A collection of orientations a screen's override turns into a mask (`var supportedOrientations: [Int]`) is
    /// the screen's lock; `append` and the other mutations write it, and the call of the helper that makes them.
    @Test func aCollectionOfOrientationsTheOverrideReadsIsTheLock() throws {
        try PatternScan("OrientationCollectionLock").expectOnlyTheMarkers()
    }

    /// A container's override of `shouldAutomaticallyForwardRotationMethods` or
    /// `automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers`, in Swift or Objective-C, is
    /// ORI-738 (UIKit has not asked since iOS 8); the appearance methods' forwarding and a method that overrides
    /// nothing are not.
    @Test func theForwardingOfRotationCallbacksIsReported() throws {
        try PatternScan("RotationForwarding").expectOnlyTheMarkers()
    }

    /// A framework's view controller keeps the orientations it allows (`CAPBridgeViewController.supportedOrientations`):
    /// the project's writes through a controller are lock writes; the same name on another object is not. A call of
    /// the lock helper through a stored property declared with its type (`implementation.lock(…)`) writes it too.
    @Test func aFrameworkControllersListWrittenByThePluginIsALockWrite() throws {
        try PatternScan("FrameworkControllerLock").expectOnlyTheMarkers()
    }

    /// A rotation by an angle the method works out from orientations (`CGFloat rotation =
    /// -rotationForOrientationDelta(delta)`) fakes the interface's; one between video orientations turns frames.
    @Test func aRotationByAnAngleBetweenOrientationsIsATransformRotation() throws {
        try PatternScan("AngleFromOrientations").expectOnlyTheMarkers()
    }

    /// A plist a project names without a folder is the one beside that project: the same name beside an example
    /// app is the example's, left alone in a library's repository.
    @Test func aPlistNamedWithoutAFolderIsTheOneBesideItsProject() throws {
        try PatternScan("SharedPlistName").expectOnlyTheMarkers()
    }

    /// A re-implementation of UIKit (`@implementation UIApplication`) declares the orientation API: nothing in its
    /// files is reported; the app beside it is.
    @Test func aReimplementationOfUIKitIsNoUseOfIt() throws {
        try PatternScan("UIKitReimplementation").expectOnlyTheMarkers()
    }

    /// An export macro cut off (no closing parenthesis, no body) or without a selector reads as nothing, without a
    /// crash; a complete one is a method.
    @Test func aTruncatedExportMacroReadsAsNothing() {
        for text in [
            "@implementation M\nRCT_EXPORT_METHOD(lock", "@implementation M\nRCT_REMAP_METHOD(js, ",
            "@implementation M\nRCT_EXPORT_METHOD() {}\n@end", "RCT_EXPORT_METHOD(lock) {",
        ] {
            #expect(ObjCStructure.read(ObjCLexer.lex(text).0).methods.isEmpty, "\(text)")
            #expect(ObjCFileAnalyzer.analyze(path: "M.m", text: text).sites.isEmpty, "\(text)")
        }
        let complete = ObjCStructure.read(
            ObjCLexer.lex("@implementation M\nRCT_REMAP_METHOD(js, lockTo:(int)mask) { }\n@end").0)
        #expect(complete.methods.map(\.selector) == ["lockTo:"])
    }
}
