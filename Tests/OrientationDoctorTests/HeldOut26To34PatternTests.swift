import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 26 (Brave), 27 (GoMap), 28 (Readium), 29 (LittleGo), 31 (Primal),
/// 32 (ZFPlayer) and 33 (WooCommerce) that the doctor read wrong, each reduced to a fixture or to
/// the facts the resolver reads.
@Suite struct HeldOut26To34PatternTests {
    /// A command named for orientation rotates whatever it takes (`forceLandscapeOrientation()`),
    /// and one that calls such a command of its own type wraps what it wraps, through chains of
    /// calls (Brave's `changeOrientationToPortraitOnPhone()` calling `changeOrientation(.portrait)`).
    /// A read must still give an orientation, and a member whose callee wraps nothing is no wrapper: a function that
    /// logs what a reading function returns is listed with the read, as its caller.
    @Test func aCommandCallingItsTypesWrapperIsAWrapper() throws {
        let scan = PatternScan("RelayedWrapper")
        try scan.expectOnlyTheMarkers()
        let relay = try #require(
            scan.findings.first { $0.today.contains("changeOrientationToPortraitOnPhone") })
        #expect(relay.today.contains("requests a scene geometry"), "\(relay.today)")
        #expect(scan.at("SettingsViewController.swift", "orientationSummary()").isEmpty)
        #expect(scan.at("SettingsViewController.swift", "layout.logOrientation()").isEmpty)
    }

    /// Chains are followed to their end, whatever order the relays come in, and a relay to a
    /// member of another type reaches nothing.
    @Test func relaysFollowChainsWithinOneType() {
        let wrapper = WrapperFact(
            name: "rotate", owner: "Rotator", isProperty: false, code: .manualGeometryRequest, today: "requests",
            replacement: "")
        let relays = [
            WrapperRelay(
                caller: "resetOrientation", owner: "Rotator", isProperty: false, signature: "()",
                callee: "portraitOrientation"),
            WrapperRelay(
                caller: "portraitOrientation", owner: "Rotator", isProperty: false, signature: "()", callee: "rotate"),
            WrapperRelay(
                caller: "otherOrientation", owner: "Other", isProperty: false, signature: "()", callee: "rotate"),
        ]
        let result = ProjectResolver.relayed(["rotate": [wrapper]], relays)
        #expect(result["resetOrientation"]?.first?.owner == "Rotator")
        #expect(result["portraitOrientation"]?.first?.code == .manualGeometryRequest)
        #expect(result["otherOrientation"] == nil)
    }

    /// A window raised and shown from its layer, with no root, subview or key status, is a
    /// decoration (GoMap's touch circles), however much the code around it talks of rotation;
    /// the same window given a root, made key or filled with a view is not.
    @Test func aRootlessDecorationWindowIsNoOrientationWindow() {
        let circle = "let win = UIWindow(windowScene: scene)\nwin.windowLevel = .statusBar\nwin.isHidden = false"
        #expect(SwiftFactCollector.showsDecoration(circle))
        #expect(SwiftFactCollector.showsDecoration("w.windowLevel=UIWindowLevelStatusBar;[w setHidden:NO];"))
        #expect(!SwiftFactCollector.showsDecoration(circle + "\nwin.rootViewController = player"))
        #expect(!SwiftFactCollector.showsDecoration(circle + "\nwin.makeKeyAndVisible()"))
        #expect(!SwiftFactCollector.showsDecoration(circle + "\nwin.addSubview(playerView)"))
        #expect(!SwiftFactCollector.showsDecoration("let win = UIWindow(frame: f)\nwin.isHidden = false"))
        #expect(!SwiftFactCollector.showsDecoration("win.windowLevel = .normal\nwin.isHidden = false"))
    }

    /// A plist in a folder of tests belongs to a test bundle or to a host app that exists to run
    /// UI tests (Readium's `Tests/NavigatorTests/UITests/NavigatorTestHost`), even when an
    /// application target names it; folders above every scanned file do not count.
    @Test func aTestHostAppsPlistIsNotTheApps() {
        func plist(_ path: String) -> FileFacts {
            var file = FileFacts(path: path)
            file.findings = [
                DoctorFinding(
                    .supportedOrientationsPreference, file: path, line: 4, column: 1, today: "", replacement: "")
            ]
            return file
        }
        var host = FileFacts(path: "/src/Tests/Reader/Tests/UITests/project.yml")
        host.plistTargets = [PlistTarget(path: "Host/Info.plist", isIOSApp: true)]
        var app = FileFacts(path: "/src/Tests/Reader/App.xcodeproj/project.pbxproj")
        app.plistTargets = [PlistTarget(path: "App/Info.plist", isIOSApp: true)]
        let files = [
            host, plist("/src/Tests/Reader/Tests/UITests/Host/Info.plist"), plist("/src/Tests/Reader/App/Info.plist"),
            app,
        ]
        let kept = ProjectResolver.withoutOtherPlatforms(files)
        #expect(kept[1].findings.isEmpty)
        #expect(kept[2].findings.count == 1)
        #expect(ProjectResolver.commonFolders(files.map(\.path)) == 3)
        #expect(ProjectResolver.isInTestFolder("Tests/UITests/Host/Info.plist"))
        #expect(!ProjectResolver.isInTestFolder("App/Tests.plist"))
    }

    /// The scene's one window made in a helper and kept in a local that the helper then assigns to
    /// `window` (Brave's `let window = UIWindow(windowScene:).then { … }; self.window = window`) is the
    /// main window; one kept in another property is an extra window.
    @Test func aWindowAssignedToWindowThroughALocalIsTheMainWindow() throws {
        try PatternScan("MainWindowThroughLocal").expectOnlyTheMarkers()
    }

    /// Objective-C wrappers are followed like Swift's (LittleGo's `UiElementMetrics`): a class method
    /// named for orientation that gives one and reads the scene, reached as `[UiMetrics
    /// interfaceOrientation]` (a name UIKit also has, so only through a receiver naming the class),
    /// and a side test of the same class that relays it; an instance's wrapper through a property
    /// (`[self.metrics boardOrientation]`). A method that gives a string is none.
    /// A quarter turn written `.init(rotationAngle:)` is a fake rotation (Primal).
    @Test func objectiveCWrappersAndImplicitTransformsAreFollowed() throws {
        let scan = PatternScan("ObjCWrapper")
        try scan.expectOnlyTheMarkers()
        let use = try #require(
            scan.findings.first { $0.file.hasSuffix("BoardViewController.m") && $0.today.hasPrefix("uses") })
        #expect(use.today.contains("UiMetrics.interfaceOrientation"), "\(use.today)")
        #expect(scan.at("BoardViewController.m", "[UiMetrics orientationName]").isEmpty)
    }

    /// An app object's mask or flag that a screen's override returns through the object's type
    /// (LittleGo's `[LayoutManager sharedManager].shouldAutorotate`) is the lock, each of its
    /// declarations, and its writers are lock writes; the override answers itself (a shared object is
    /// no child to forward to, in Objective-C and Swift: `RotationStore.shared`). Another class's
    /// method of the helper's name is no call of the helper.
    @Test func anObjectsLockReadByAScreensOverrideIsTheLock() throws {
        let scan = PatternScan("ObjectLock")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("MainTabBarController.m", "showsGrid = true").isEmpty)
        let override = try #require(scan.findings.first { $0.code == "ORI-701" })
        #expect(override.today.contains("answers supportedInterfaceOrientations itself"), "\(override.today)")
    }

    /// A sample app built beside the app, as a target of another project (WooCommerce's
    /// `Hardware/SampleReceiptPrinter`), is no app of the project's when an app is named too;
    /// alone, it is the project's app.
    @Test func aSampleAppBesideTheAppIsNotTheApp() {
        #expect(ProjectResolver.isExampleFolder("SampleReceiptPrinter/Info.plist"))
        #expect(ProjectResolver.isExampleFolder("Kit/DemoApp/Info.plist"))
        #expect(ProjectResolver.isExampleFolder("FloatLabelExample/Info.plist"))
        #expect(!ProjectResolver.isExampleFolder("Samplers/Info.plist"))
        #expect(!ProjectResolver.isExampleFolder("Resources/Info.plist"))
        #expect(!ProjectResolver.isExampleFolder("SampleReceiptPrinter.plist"))
        var app = FileFacts(path: "/src/Woo/Woo.xcodeproj/project.pbxproj")
        app.plistTargets = [PlistTarget(path: "$(SRCROOT)/Resources/Info.plist", isIOSApp: true)]
        var hardware = FileFacts(path: "/src/Woo/Hardware/Hardware.xcodeproj/project.pbxproj")
        hardware.plistTargets = [PlistTarget(path: "SampleReceiptPrinter/Info.plist", isIOSApp: true)]
        var plist = FileFacts(path: "/src/Woo/Hardware/SampleReceiptPrinter/Info.plist")
        plist.findings = [
            DoctorFinding(
                .supportedOrientationsPreference, file: plist.path, line: 36, column: 1, today: "", replacement: "")
        ]
        #expect(ProjectResolver.withoutOtherPlatforms([app, hardware, plist])[2].findings.isEmpty)
        #expect(ProjectResolver.withoutOtherPlatforms([hardware, plist])[1].findings.count == 1)
    }

    /// A manager's own `window` property set to a new window in its rotation code (ZFPlayer's
    /// `self.window = [ZFLandscapeWindow new]`) is an extra window; the app delegate's is the main one.
    @Test func aManagersWindowIsAnExtraWindow() throws {
        try PatternScan("ManagerWindow").expectOnlyTheMarkers()
    }
}
