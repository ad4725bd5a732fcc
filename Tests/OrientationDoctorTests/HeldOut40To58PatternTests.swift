import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 40 (EZPlayer), 42 (QRCodeReader), 45 (SWRevealViewController), 47 (SwiftMessages), 52 (Antidote), 54 (PlayRTSP), 56 (Prototypes), 58 (SLY) and the look-alikes of sets 20 and 23
/// (KeePassium's and Firefox Focus's privacy covers) that the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut40To58PatternTests {
    /// The condition of `#if text`, parsed.
    private func condition(_ text: String) -> ExprSyntax? {
        let file = Parser.parse(source: "#if \(text)\n#endif\n")
        return file.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition
    }

    /// A raised key window whose root overrides nothing gives UIKit's default answer: over a main
    /// window whose root answers nothing either, it changes nothing (a privacy cover), and over a
    /// portrait-only root it lets the app turn. The main root's type may be inferred
    /// (`lazy var browser = BrowserController()`).
    @Test func aCoverWindowTakesPartOnlyOverScreensThatAnswer() throws {
        try PatternScan("CoverWindow").expectOnlyTheMarkers()
        try PatternScan("CoverWindowOverPortraitRoot").expectOnlyTheMarkers()
        // Over a storyboard's root, in an app with a screen that answers; a test's window is no main window.
        try PatternScan("CoverWindowOverStoryboardRoot").expectOnlyTheMarkers()
    }

    /// A held player's mode, first set to a case of the app's enum named for a side, that a screen's
    /// mask override switches on is the lock; its writers include a same-named property of another
    /// type whose `didSet` forwards to it. The player's `speed`, read beside it, is no lock.
    @Test func aModeSwitchedOnByAMaskOverrideIsTheLock() throws {
        try PatternScan("ModeLock").expectOnlyTheMarkers()
    }

    /// A nested configuration's flag that a screen's override returns through the screen's property
    /// (`let config: Messages.Config`) is the lock; the window a controller makes and roots itself in
    /// is no main window, though it keeps it in its own `window` property.
    @Test func aNestedConfigsFlagAndASelfRootedWindow() throws {
        try PatternScan("MessageWindow").expectOnlyTheMarkers()
    }

    /// `#if swift(>=4.2)` holds with every compiler an app builds with today, and `#if swift(<4.2)` does
    /// not: the dead branch's spelling of the notification is no site.
    @Test func aBranchForSwiftBefore5IsNeverCompiled() throws {
        try PatternScan("SwiftVersionBranch").expectOnlyTheMarkers()
    }

    /// Version tests the doctor can decide, and those it leaves to the build.
    @Test(arguments: [
        ("swift(>=4.2)", true), ("swift(>=5)", true), ("compiler(>=5.0)", true), ("swift(<4.2)", false),
        ("swift(<5.0)", false), ("true", true), ("false", false),
    ])
    func versionTestsWithAKnownAnswer(_ text: String, _ expected: Bool) {
        #expect(condition(text).flatMap(SwiftFactCollector.constantCondition) == expected)
    }

    @Test(arguments: ["swift(>=5.9)", "compiler(>=6.0)", "swift(<6)", "os(iOS)", "DEBUG", "swift(>=x)"])
    func versionTestsLeftToTheBuild(_ text: String) {
        #expect(condition(text).flatMap(SwiftFactCollector.constantCondition) == nil)
    }

    /// A lock helper is matched with its argument labels: calls of an overload of the same name that
    /// sets no lock (KSPlayer's `updateUI(isLandscape:)`) are no writers; a call may leave out the
    /// helper's defaulted arguments.
    @Test func anOverloadThatSetsNoLockIsNoHelper() throws {
        try PatternScan("OverloadedHelper").expectOnlyTheMarkers()
        #expect(ProjectResolver.labels(["isFullScreen"], fit: ["isFullScreen", "animated"]))
        #expect(ProjectResolver.labels(["_", "animated"], fit: ["_", "to", "animated"]))
        #expect(!ProjectResolver.labels(["isLandscape"], fit: ["isFullScreen", "animated"]))
        #expect(!ProjectResolver.labels(["animated", "isFullScreen"], fit: ["isFullScreen", "animated"]))
        #expect(ProjectResolver.labels(nil, fit: ["isFullScreen"]))
    }

    /// A window made in an initializer whose root another method of the file sets, through a local
    /// (Antidote's PIN window, set 52): that root's override makes the window a site; a banner whose
    /// root answers nothing stays out.
    @Test func aRootSetElsewhereInTheFileCounts() throws {
        try PatternScan("RootSetElsewhere").expectOnlyTheMarkers()
    }

    /// An empty method the app delegate's hook asks the top screen whether it responds to
    /// (`responds(to: Selector(("canRotate")))`, `respondsToSelector:@selector(canRotate)`) is that
    /// screen's lock, in Swift and Objective-C, even in a file that says nothing else about rotation;
    /// another empty method is not.
    @Test func aMarkerTheHookLooksForIsTheLock() throws {
        try PatternScan("MarkerMethod").expectOnlyTheMarkers()
    }

    /// A Swift Playgrounds app's manifest (generated, "do not edit") declares the app's orientations
    /// in its `.iOSApplication` product: reported there, every case read, not skipped as a generated file.
    @Test func aPlaygroundsAppManifestDeclaresOrientations() throws {
        let scan = PatternScan("PlaygroundsApp")
        try scan.expectOnlyTheMarkers()
        let today = scan.findings.first?.today ?? ""
        #expect(today.contains("Portrait, LandscapeRight, LandscapeLeft, PortraitUpsideDown"), "\(today)")
        #expect(
            PlaygroundsManifestAnalyzer.orientations(in: "[.portrait, .landscapeLeft]") == [
                "Portrait", "LandscapeLeft",
            ])
    }

    /// A flag of an SDK's shared object that the hook returns on (`CaptureKit.shared.isLandscape`,
    /// ContoursAI, set 55) is the lock though the project declares neither; only writes through that
    /// object are its writers, not a same-named flag of the app's own type.
    @Test func anSDKsSharedFlagTheHookReadsIsTheLock() throws {
        try PatternScan("SDKSharedLock").expectOnlyTheMarkers()
        #expect(SwiftFactCollector.sharedReads("return Kit.shared.isLandscape ? a : b") == ["Kit|isLandscape"])
    }

    /// A quarter turn in a custom presentation's or dismissal's animation fakes the presented screen's
    /// rotation (PlayerView, set 50), though the code names no orientation; a chevron's is no site.
    @Test func aQuarterTurnInAPresentationTransitionIsASite() throws {
        try PatternScan("TransitionTurn").expectOnlyTheMarkers()
        #expect(SwiftFactCollector.isPresentationTransition("dismissAnimationWillBegin"))
        #expect(!SwiftFactCollector.isPresentationTransition("setExpanded"))
    }

    /// An Objective-C `NSInteger` the hook tests as a 0/1 flag is the lock, and its writes from other
    /// classes through the app delegate are lock writes (set 58); an integer the hook does not read is not.
    @Test func anIntegerFlagTheHookTestsIsTheLock() throws {
        try PatternScan("IntegerFlagLock").expectOnlyTheMarkers()
    }

    /// A controller that makes itself a window's root (`= self`), not one that roots another (`= self.home`).
    @Test func rootingItselfIsTellingApart() {
        #expect(SwiftFactCollector.rootsItself("let w = UIWindow()\n    w.rootViewController = self\n"))
        #expect(SwiftFactCollector.rootsItself("[window setHidden:NO];\n window.rootViewController = self;"))
        #expect(!SwiftFactCollector.rootsItself("window.rootViewController = self.home\nwindow.makeKeyAndVisible()"))
    }

    /// The words of a folder's name, and the example folders of a library's repository found by a word
    /// anywhere in them (SwiftMessages's `SwiftUIDemo`, EZPlayer's `EZPlayerExample_RN`, SwiftyCam's
    /// `DemoSwiftyCam`), below the folders above every file; outside a library only the stricter names count.
    @Test func aLibrarysExampleFolderIsFoundByAnyOfItsWords() {
        #expect(ProjectResolver.camelCaseWords("SwiftUIDemo") == ["Swift", "UI", "Demo"])
        #expect(ProjectResolver.camelCaseWords("EZPlayerExample_RN") == ["EZ", "Player", "Example", "RN"])
        #expect(ProjectResolver.camelCaseWords("kit_samples2") == ["kit", "samples2"])
        for path in [
            "/src/Kit/SwiftUIDemo/SwiftUIDemo.xcodeproj/project.pbxproj",
            "/src/Kit/EZPlayerExample_RN/ios/Info.plist", "/src/Kit/DemoSwiftyCam/Info.plist",
            "/src/Kit/MobilePlayerExamples/Info.plist",
        ] {
            #expect(ProjectResolver.isExample(path, inLibrary: true, root: 2), "\(path)")
        }
        #expect(!ProjectResolver.isExample("/src/Kit/SwiftUIDemo/Info.plist", inLibrary: false, root: 2))
        #expect(!ProjectResolver.isExample("/src/Kit/Counterexample/Info.plist", inLibrary: true, root: 2))
        // The folders above every file name nothing.
        #expect(!ProjectResolver.isExample("/Demos/Kit/App/Info.plist", inLibrary: true, root: 2))
    }

    /// In a library's repository, a plist that only an example target of the library's own project
    /// names is no app's, although the project's other targets are frameworks (MobilePlayer); in an
    /// app's repository the same example still stands for the app when it is the only one.
    @Test func aLibraryProjectsExampleTargetIsNotTheApp() {
        var project = FileFacts(path: "/src/Kit/Kit.xcodeproj/project.pbxproj")
        project.plistTargets = [
            PlistTarget(path: "Kit/Info.plist", isIOSApp: false),
            PlistTarget(path: "KitExamples/Info.plist", isIOSApp: true),
        ]
        var plist = FileFacts(path: "/src/Kit/KitExamples/Info.plist")
        plist.findings = [
            DoctorFinding(
                .supportedOrientationsPreference, file: plist.path, line: 9, column: 1, today: "", replacement: "")
        ]
        let library = ProjectResolver.withoutOtherPlatforms(
            [project, plist], libraryManifests: ["/src/Kit/Kit.podspec"])
        #expect(library[1].findings.isEmpty)
        let app = ProjectResolver.withoutOtherPlatforms([project, plist])
        #expect(app[1].findings.count == 1)
    }

    /// A repository of several apps side by side, each in a folder of its own (set 56's prototypes): an
    /// app project deeper than another is still an app when it lies outside that app's folder.
    @Test func appsSideBySideAreAllApps() {
        let food = ProjectFacts.appProject(
            "/src/R/FoodApp/FoodApp.xcodeproj/project.pbxproj", plistPath: "FoodApp/Info.plist")
        let itunes = ProjectFacts.appProject(
            "/src/R/iTunesAPI/iTunesAPI/iTunesAPI.xcodeproj/project.pbxproj", plistPath: "iTunesAPI/Info.plist")
        let tool = ProjectFacts.appProject(
            "/src/R/FoodApp/Tools/Browser/Browser.xcodeproj/project.pbxproj", plistPath: "Browser/Info.plist")
        #expect(ProjectResolver.withoutOtherPlatforms([food, itunes, tool]).map(\.findings.count) == [1, 1, 0])
    }
}
