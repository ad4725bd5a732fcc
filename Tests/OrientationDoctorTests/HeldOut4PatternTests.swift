import Foundation
import Testing

@testable import OrientationDoctor

/// The patterns the doctor missed on its fourth held-out apps (Nextcloud
/// Talk, Linphone, GBA4iOS), each as a rule on a fixture of its own
/// (`Fixtures/HeldOutPatterns/<pattern>`): what is marked is found, and
/// nothing else is.
@Suite struct HeldOut4PatternTests {
    /// A view controller's own `interfaceOrientation` (deprecated in iOS 8) is read, in Objective-C
    /// and Swift, on `self` or a receiver named as a controller (GBA4iOS's splash and animators);
    /// a scene's stays ORI-715, and an app's own property of that name, or a parameter, is left alone.
    @Test func aViewControllersInterfaceOrientationIsReported() throws {
        let scan = PatternScan("ControllerInterfaceOrientation")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("SplashViewController.m", "self.interfaceOrientation = UIInterfaceOrientationPortrait").isEmpty)
        #expect(scan.at("SplashViewController.m", "(UIInterfaceOrientation)interfaceOrientation").isEmpty)
        let ownProperty = "return UIInterfaceOrientationIsPortrait(self.interfaceOrientation)"
        #expect(scan.at("SplashViewController.m", ownProperty).isEmpty)
    }

    /// A switch that turns a view by a constant angle per orientation is a site at each arm (sets 8,
    /// 32, 34 and 36 label every arm; set 4 labelled only the first), angles in degrees through a macro
    /// included; a helper that makes the transform for an orientation likewise. Rotations by a variable
    /// are each a site; a drawing context's is none.
    @Test func transformsByOrientationAreSitesPerArm() throws {
        let scan = PatternScan("TransformGroups")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("ToastView.m", "CGContextRotateCTM(context, M_PI_2)").isEmpty)
    }

    /// An Info.plist kept per configuration (`App-Info-Simulator.plist`) is read like the main one.
    @Test func anInfoPlistPerConfigurationIsRead() throws {
        let scan = PatternScan("PlistVariants")
        #expect(!scan.at("App-Info-Simulator.plist", "<key>UISupportedInterfaceOrientations</key>").isEmpty)
        #expect(!scan.findings.contains { $0.file.hasSuffix(".txt") })
    }

    /// An Info.plist the build settings name (`INFOPLIST_FILE = ArcadeMania.plist`) is read whatever
    /// its name (MAME4iOS); a plist no target names is not.
    @Test func anInfoPlistNamedByTheBuildSettingsIsRead() throws {
        let scan = PatternScan("NamedInfoPlist")
        #expect(!scan.at("ArcadeMania.plist", "<key>UISupportedInterfaceOrientations</key>").isEmpty)
        #expect(!scan.findings.contains { $0.file.hasSuffix("Unnamed.plist") })
    }

    /// A file's own C flag that a view controller's `shouldAutorotate` returns on is a lock, and its
    /// writes are the lock's writers (MAME4iOS); another static of the file is not.
    @Test func aFileScopeFlagBehindAnOverrideIsALock() throws {
        let scan = PatternScan("FileScopeFlag")
        try scan.expectOnlyTheMarkers()
    }

    /// What an override does on the side (an `if` with no `return` that resets a flag) cannot
    /// change its answer: the flag is no lock, and its writes are not reported.
    @Test func sideEffectsOfAnOverrideAreNoLock() throws {
        let scan = PatternScan("SideEffectReads")
        try scan.expectOnlyTheMarkers()
    }
}
