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

    /// A lock setter's selector built from a string (`NSSelectorFromString(@"setSupportedOrientations:")`) writes
    /// the lock where it is built; `objc_msgSend` through a variable of that name in another method writes it too;
    /// the selectors of a tint, of the status bar's orientations, or of one orientation are no lock.
    @Test func aLockSetterSelectorBuiltFromAStringWritesTheLock() throws {
        try PatternScan("SelectorLockSetter").expectOnlyTheMarkers()
    }

    /// A view given the inverse of the coordinator's `targetTransform` turns against the interface's rotation
    /// (directly or through locals); a target transform only tested, or a scale named `targetTransform`, does not.
    @Test func aCounterRotationByTheCoordinatorsTargetTransformIsReported() throws {
        try PatternScan("CounterRotation").expectOnlyTheMarkers()
    }

    /// A project's C helpers under a prefix the SDK's functions share (`UIKit_IsDisplayLandscape`) are helpers; the
    /// application asked for its orientations from a C function, through `app`, is found; a branch for visionOS,
    /// tvOS or watchOS (`#ifdef GAME_PLATFORM_VISIONOS`, `#if TARGET_OS_TV || …`) is not iOS code.
    @Test func aGameLibrarysPrefixedCHelpersAndOtherPlatformsBranches() throws {
        try PatternScan("PrefixedCFunctionHelpers").expectOnlyTheMarkers()
    }

    /// A message of UIKit's transition protocols to a context named for nothing (`[transitionContext
    /// completeTransition:finished]`) is no call of the container's method of that name; the container's own is.
    @Test func theTransitionContextsMessagesAreNoHelperCalls() throws {
        try PatternScan("TransitionContextContainer").expectOnlyTheMarkers()
    }

    /// A helper called through a property or an instance variable declared with its class (`var recorder:
    /// RecordAR?`, `RecordAR *recorder;`), optional chaining included, is found; a method of the same name on
    /// another class is not; a `prepare` that overrides nothing is no UIKit callback. A lock helper named for nothing
    /// (`rest()`) called that way writes the lock.
    @Test func aHelperCalledThroughAReceiverDeclaredWithItsClass() throws {
        try PatternScan("DeclaredReceiverHelpers").expectOnlyTheMarkers()
    }

    /// cocos2d 1.x's `[director setDeviceOrientation:kCCDeviceOrientation…]` sets the status bar's orientation
    /// (ORI-714) where the engine is not in the project; a camel-case macro reading the status bar is used where its
    /// name stands alone as a value (`if (NeedsLandscapeTweaks)`, another macro's body).
    @Test func anEnginesOrientationAndACamelCaseMacroAreFound() throws {
        try PatternScan("EngineOrientationCalls").expectOnlyTheMarkers()
    }

    /// A rotation by a variable angle, negated or converted to radians (`-angleInRadians`,
    /// `CGFloat(angle).degreesToRadians`), in code that reads the device's orientation turns with it; the same
    /// rotation in code that reads no orientation does not.
    @Test func aRotationByAnAngleWorkedOutFromTheDevicesOrientation() throws {
        try PatternScan("OrientationAngleTransforms").expectOnlyTheMarkers()
    }

    /// With the engine in the project, its `setDeviceOrientation:` is reported inside and the app's message is a
    /// call of it (ORI-734), not a second status-bar write.
    @Test func anEngineInTheProjectIsReportedInside() throws {
        try PatternScan("EngineInProject").expectOnlyTheMarkers()
    }

    /// A side test on the application that asks it for the app's orientations (`UIApplication.isPortraitOnly`) passes
    /// the question on to each of its reads, in any file; a test of something else does not.
    @Test func aSideTestThatAsksTheApplicationIsFollowedToItsReads() throws {
        try PatternScan("ApplicationSideTest").expectOnlyTheMarkers()
    }

    /// A string setting named for the orientation that a screen's override compares (cocos2d's `screenOrientation`)
    /// is the screen's lock and its writes are lock writes; `@synthesize` writes nothing; another string is no lock.
    @Test func aStringSettingTheOverrideComparesIsTheLock() throws {
        try PatternScan("StringSettingLock").expectOnlyTheMarkers()
    }

    /// An Objective-C method whose header ends with a semicolon before its body (`- (UIImage *)image;` then `{`) is
    /// a method: the calls of a helper written so are found.
    @Test func aMethodHeaderEndingWithASemicolonStillDefinesTheMethod() throws {
        try PatternScan("SemicolonMethodHeaders").expectOnlyTheMarkers()
    }

    /// A subclass made by its name with its superclass's initializer's labels (`Recorder(scene:)`) runs that
    /// initializer: its lock write and its device write are this call's, even from files whose words hold no site.
    @Test func makingASubclassRunsItsSuperclasssInitializer() throws {
        let scan = PatternScan("SubclassInitializer")
        try scan.expectOnlyTheMarkers()
        let call = scan.findings.first { $0.file.hasSuffix("/SceneController.swift") }
        #expect(Set(call?.related.map(\.code) ?? []) == ["ORI-709"])
    }

    /// The status bar's orientation read through a variable declared as the application, whatever its name
    /// (`UIApplication *shared`); another object's property of that name is not.
    @Test func theStatusBarReadThroughAVariableOfTheApplication() throws {
        try PatternScan("ApplicationVariable").expectOnlyTheMarkers()
    }
}
