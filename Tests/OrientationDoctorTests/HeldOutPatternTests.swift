import Foundation
import Testing

@testable import OrientationDoctor

/// The patterns the doctor missed or got wrong on its first held-out apps
/// (VLC-iOS, Dinotis, Sora), each as a rule on a fixture of its own
/// (`Fixtures/HeldOutPatterns/<pattern>`): what is marked is found, and
/// nothing else is.
@Suite struct HeldOutPatternTests {
    private typealias Scan = PatternScan

    /// `pageViewControllerSupportedInterfaceOrientations(_:)` and the navigation, tab bar and split
    /// view delegates' spellings, in Swift and Objective-C (Dinotis, Brave).
    @Test func containerDelegatesAnswerLikeOverrides() throws {
        let scan = Scan("ContainerDelegates")
        try scan.expectOnlyTheMarkers()
        #expect(
            scan.at(
                "PageBanner.swift",
                "func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) ->")
                == ["ORI-701"])
        #expect(scan.at("PageBanner.swift", "func pageViewControllerPreferred") == ["ORI-703"])
        // An answer that returns a child's mask is the delegate's spelling of container forwarding
        // (GBA4iOS, Pocket, Brave), in Objective-C and Swift.
        #expect(scan.at("NavigationDelegate.m", "navigationControllerSupportedInterfaceOrientations:") == ["ORI-704"])
        #expect(scan.at("PageBanner.swift", "func tabBarControllerSupportedInterfaceOrientations") == ["ORI-704"])
        let forwarding = scan.findings.first { $0.code == "ORI-704" }?.today ?? ""
        #expect(forwarding.contains("forwards supportedInterfaceOrientations to a child"), "\(forwarding)")
        // The split view controller's delegate has the same spellings (Brave's playlist, set 26).
        #expect(scan.at("NavigationDelegate.m", "splitViewControllerSupportedInterfaceOrientations:") == ["ORI-701"])
        #expect(scan.at("PageBanner.swift", "func splitViewControllerPreferred") == ["ORI-703"])
        let split = scan.findings.first { $0.today.hasPrefix("splitViewControllerSupported") }?.today ?? ""
        #expect(split.contains("UISplitViewController"), "\(split)")
        let today = scan.findings.first { $0.code == "ORI-703" && $0.file.hasSuffix(".swift") }?.today ?? ""
        #expect(today.contains("UIPageViewController"), "\(today)")
    }

    /// A Swift lock written from Objective-C under the class's `@objc` name, through a local of that
    /// class, and the callers of the helper that does it (VLC's `_updateInterfaceOrientation`).
    @Test func objectiveCWritesToASwiftLockByItsObjCName() throws {
        let scan = Scan("LockHelpersInObjC")
        #expect(scan.at("PlayerDisplayController.m", "player.supportedInterfaceOrientations =") == ["ORI-707"])
        #expect(scan.at("PlayerDisplayController.m", "[self _updateInterfaceOrientation]") == ["ORI-707"])
        #expect(scan.at("ControlsBar.swift", "xyz_toggleOrientation()") == ["ORI-707"])
    }

    /// `#if TARGET_OS_VISION } #else } else { … } #endif`: the `#else` branch's braces no longer end
    /// the method early, so the write inside it has a method, a receiver and a class (VLC's category).
    @Test func aWriteInsideAnElseBranchBelongsToItsMethod() throws {
        let scan = Scan("LockHelpersInObjC")
        #expect(scan.at("UIStackView+Orientation.m", "videoVC.supportedInterfaceOrientations =") == ["ORI-707"])
    }

    /// A caller of a lock helper whose own name is not about the lock tidies up after something
    /// else (`closeFullscreenPlayback`): its callers are not writers.
    @Test func aTidyUpCallerDoesNotMakeItsCallersWriters() throws {
        let scan = Scan("LockHelpersInObjC")
        #expect(scan.at("PlayerDisplayController.m", "[self closeFullscreenPlayback]").isEmpty)
    }

    /// `delegate?.controlsBarDidTapRotationLock(self)` sends an event; the delegate's method is the write.
    @Test func anEventSentToADelegateIsNoWrite() throws {
        let scan = Scan("LockHelpersInObjC")
        #expect(scan.at("ControlsBar.swift", "delegate?.controlsBarDidTapRotationLock").isEmpty)
        #expect(
            scan.at("PlayerViewController.swift", "supportedInterfaceOrientations = .landscapeRight") == ["ORI-707"])
        try scan.expectOnlyTheMarkers()
    }

    /// A controller presented and dismissed in the presentation's own completion, whatever its class;
    /// a bare `UIViewController()` given a view to show is a screen, not a throwaway (Threema).
    @Test func aControllerDismissedAsSoonAsPresentedIsADummy() throws {
        let scan = Scan("DummyPresentation")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("Refresher.m", "presentViewController:blank") == ["ORI-721"])
        #expect(scan.at("Refresher.swift", "present(blank") == ["ORI-721"])
        #expect(scan.at("Refresher.swift", "host?.present(sheet").isEmpty)
    }

    /// A window for an external display takes no part in rotation, whatever its root answers (VLC's
    /// TV-out window); a player's window on the device's screen still does.
    @Test func aWindowOnAnExternalDisplayIsNoExtraWindow() throws {
        let scan = Scan("ExternalDisplay")
        try scan.expectOnlyTheMarkers()
        #expect(!scan.findings.contains { $0.code == "ORI-717" && $0.file.hasSuffix("TVOutput.swift") })
    }

    /// `UIRequiresFullScreen = NO` (Dinotis's Info.plist) and `INFOPLIST_KEY_UIRequiresFullScreen = NO`:
    /// a note on the key, which `--diff` deletes from every configuration.
    @Test func requiresFullScreenSetToNoIsANote() throws {
        let scan = Scan("RequiresFullScreenOff")
        let notes = scan.findings.filter { $0.code == "ORI-730" }
        #expect(notes.count == 3, "\(notes.map { "\($0.file):\($0.line)" })")
        #expect(scan.at("Info.plist", "<key>UIRequiresFullScreen</key>").contains("ORI-730"))
        #expect(scan.at("App.xcodeproj/project.pbxproj", "INFOPLIST_KEY_UIRequiresFullScreen = NO").contains("ORI-730"))
        #expect(notes.allSatisfy { $0.severity == .note && $0.today.contains("is NO, the default") })
        let settings = notes.filter { $0.file.hasSuffix(".pbxproj") }
        #expect(settings.count == 2 && settings.allSatisfy { $0.isMechanical })
        let report = ProjectDoctor(makesDiff: true, diffRoot: scan.folder.path).examine([scan.folder.path])
        #expect(report.diff.components(separatedBy: "\n-\t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = NO;").count == 3)
    }

    /// A lint finding whose message names a key the configuration lacks (`…~ipad`) goes to the
    /// key it has (Sora's ORI-603), not to the configuration's first `INFOPLIST_KEY_` line.
    @Test func aBuildSettingLintLandsOnTheOrientationsLine() throws {
        try Scan("BuildSettingLint").expectOnlyTheMarkers()
    }

    /// A tvOS target's scene delegate does not stand for the iOS app's (VLC's Apple TV delegate):
    /// with no iOS scene delegate, the missing answer is reported on the app delegate's hook.
    @Test func aSceneDelegateOfAnotherPlatformIsNotTheAppsOwn() throws {
        try Scan("SceneDelegates").expectOnlyTheMarkers()
    }
}
