import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 220 to 226 showed (JW Player's and Brightcove's samples, ZEGO's live demo,
/// FaceUnity's ZEGO Express example, a comic reader, a camera engine, a live-streaming app, four small
/// Objective-C apps).
@Suite struct HeldOutStop59PatternTests {
    /// Xcode writes `INFOPLIST_KEY_*` settings only into an Info.plist it generates, and `GENERATE_INFOPLIST_FILE`
    /// is `NO` unless a setting says `YES` (Swift Build's `CoreBuildSystem.xcspec`): a target that names none, in
    /// its own settings or the project's, ships its own plist (Brightcove's DAI sample). An `.xcconfig` file the
    /// target takes settings from may say it, so its keys stay reported.
    @Test func infoPlistKeysOfATargetThatGeneratesNoPlistAreIgnored() {
        func project(target: String, project: String = "", base: String = "") -> ProjectFileReader {
            ProjectFileReader(
                text: """
                    {
                    \tobjects = {
                    \t\tT1 /* App */ = {
                    \t\t\tisa = PBXNativeTarget;
                    \t\t\tbuildConfigurationList = L1;
                    \t\t\tname = App;
                    \t\t\tproductType = "com.apple.product-type.application";
                    \t\t};
                    \t\tP1 /* Project object */ = {
                    \t\t\tisa = PBXProject;
                    \t\t\tbuildConfigurationList = L2;
                    \t\t};
                    \t\tL1 = {
                    \t\t\tisa = XCConfigurationList;
                    \t\t\tbuildConfigurations = (
                    \t\t\t\tC1 /* Debug */,
                    \t\t\t);
                    \t\t};
                    \t\tL2 = {
                    \t\t\tisa = XCConfigurationList;
                    \t\t\tbuildConfigurations = (
                    \t\t\t\tC2 /* Debug */,
                    \t\t\t);
                    \t\t};
                    \t\tC1 /* Debug */ = {
                    \t\t\tisa = XCBuildConfiguration;
                    \(base)\t\t\tbuildSettings = {
                    \(target)\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
                    \t\t\t};
                    \t\t\tname = Debug;
                    \t\t};
                    \t\tC2 /* Debug */ = {
                    \t\t\tisa = XCBuildConfiguration;
                    \t\t\tbuildSettings = {
                    \(project)\t\t\t\tSDKROOT = iphoneos;
                    \t\t\t};
                    \t\t\tname = Debug;
                    \t\t};
                    \t};
                    }
                    """)
        }
        func generates(_ reader: ProjectFileReader) -> Bool? {
            reader.configurations.first { reader.targetName($0) == "App" }.flatMap(reader.generatesInfoPlist)
        }
        #expect(generates(project(target: "")) == false, "the default is NO")
        #expect(generates(project(target: "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n")) == true)
        #expect(generates(project(target: "", project: "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n")) == true)
        #expect(
            generates(
                project(
                    target: "\t\t\t\tGENERATE_INFOPLIST_FILE = NO;\n",
                    project: "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n"))
                == false, "the target's own setting wins")
        #expect(
            generates(project(target: "", base: "\t\t\tbaseConfigurationReference = X1 /* App.xcconfig */;\n")) == nil,
            "an xcconfig file may say it")
    }

    /// An Objective-C read of the device's orientation into a local that only `NSLog` reads decides nothing (a
    /// notification handler that logs); one the layout also reads is a site.
    @Test func anObjectiveCDeviceReadThatOnlyReachesALogIsNoSite() throws {
        try PatternScan("LoggedDeviceReadObjC").expectOnlyTheMarkers()
    }

    /// A SwiftUI view's own function that calls the app's lock helper (`forcePortrait()` calling
    /// `AppDelegate.updateOrientationLock(_:)`) makes its calls from the view's `onAppear` lock writes, as one that
    /// assigns the lock does (a button's action calling one is a write too, as before).
    @Test func aSwiftUIViewsOwnLockFunctionCalledAsItAppearsIsALockWrite() throws {
        try PatternScan("SwiftUIViewLockFunction").expectOnlyTheMarkers()
    }

    /// A screen's mode of the app's own type named for rotation (`RotateType rotateType`), tested by its
    /// `shouldAutorotate`, is its lock, and its writes are lock writes; an object that rotates (`RotationManager`)
    /// is no mode.
    @Test func aRotationModeTheOverrideTestsIsTheScreensLock() throws {
        try PatternScan("RotationModeLock").expectOnlyTheMarkers()
    }
}
