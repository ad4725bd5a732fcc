import Testing

@testable import OrientationDoctor

/// Patterns the blind sets of stop 60 left and those of stop 61 showed.
@Suite struct HeldOutStop61PatternTests {
    /// Views turned to follow the device while the interface turns or stays put: a preview layer turned back by the
    /// coordinator's `targetTransform` through the `transform.rotation.z` key path (KSYLive, set 234), and SwiftUI's
    /// `.rotationEffect` fed by an angle a model works out from the device's orientation (SpencersCamera, set 243).
    /// A spinner's key-path turn, a chevron's angle and an image's orientation are none.
    @Test func viewsTurnedToFollowTheDeviceAreSites() throws {
        try PatternScan("FollowingTurns").expectOnlyTheMarkers()
    }

    /// A flag an override reads through a macro that stands for the app's shared object (`#define settingsS
    /// ((SavedSettings *)[SavedSettings sharedInstance])`, then `settingsS.isRotationLockEnabled`, iSub, set 246) is
    /// that class's property: the user's lock, and the settings screen's write to it a lock write. The object's other
    /// flags, and another macro's object, are none.
    @Test func aLockReadThroughAnObjectMacroIsTheClasssProperty() throws {
        try PatternScan("ObjectMacroLock").expectOnlyTheMarkers()
    }

    /// A folder is named for a watch, TV or Mac target when the word starts a word of its name (`MyApp WatchKit
    /// Extension`, `app-watchOS`, `PlayerWatch`), not when it is inside one: `Unwatched`, a video queue app whose
    /// sources all sit in a folder of that name (held-out set 247), and `Watch2Gether`, a watch-together app (set
    /// 256), build for iOS.
    @Test func aFolderNamedForAWatchNamesItAsAWord() {
        #expect(!ProjectResolver.folderNamesOtherOS("Unwatched/Controller/OrientationManager.swift"))
        #expect(!ProjectResolver.folderNamesOtherOS("Stopwatch/Timer.swift"))
        #expect(!ProjectResolver.folderNamesOtherOS("Watch2Gether/AppDelegate.swift"))
        #expect(!ProjectResolver.folderNamesOtherOS("App/Watchlist/List.swift"))
        #expect(ProjectResolver.folderNamesOtherOS("Watch/Face.swift"))
        #expect(ProjectResolver.folderNamesOtherOS("MyApp WatchKit Extension/Interface.swift"))
        #expect(ProjectResolver.folderNamesOtherOS("app-watchOS/Face.swift"))
        #expect(ProjectResolver.folderNamesOtherOS("PlayerWatch/Face.swift"))
        #expect(ProjectResolver.folderNamesOtherOS("App/tvOS/Player.swift"))
        #expect(ProjectResolver.folderNamesOtherOS("App/macOS/Window.swift"))
    }

    /// Targets that take `INFOPLIST_FILE` from the project's own configuration (`TargetSpecific/$(PRODUCT_NAME)/
    /// info.plist`), each with its product's name (a setting, or the target's name), name their own plists: every
    /// single-game app of iAmiga (held-out set 252) is an app whose plist is reported, beside a nested project.
    @Test func targetsInheritThePlistSettingWithTheirProductsName() throws {
        try PatternScan("InheritedPlistSetting").expectOnlyTheMarkers()
        #expect(
            BuildSettingsAnalyzer.plistPath(
                "TargetSpecific/$(PRODUCT_NAME)/info.plist", projectPath: "./Game.xcodeproj/project.pbxproj",
                target: "Stooges", product: "$(TARGET_NAME)") == "TargetSpecific/Stooges/info.plist")
    }

    /// An Objective-C message to the app's own method named like UIKit's deprecated property (`[self
    /// interfaceOrientation:o]`, whose body writes the device's orientation, MyBilibili, set 251) is a call of that
    /// helper; the property read stays UIKit's. A KVC write over several lines is reported on the key's line
    /// (HostileTakeover, set 254).
    @Test func aMessageNamedLikeUIKitsPropertyReachesTheAppsHelper() throws {
        try PatternScan("MessageNamedLikeUIKit").expectOnlyTheMarkers()
    }

    /// The iOS 5 answer, `-shouldAutorotateToInterfaceOrientation:`, in a view the project declares (HostileTakeover's
    /// chat view, set 254) is none of UIKit's; an object's may answer for a controller that forwards the question to
    /// it (cocos2d 2.x's app controller, the director's delegate, set 229), and stays a site.
    @Test func theIOS5AnswerOfAViewIsNone() throws {
        try PatternScan("IOS5AnswerOutsideControllers").expectOnlyTheMarkers()
    }

    /// What a controller's iOS 5 answer returns is its lock, as for `shouldAutorotate`: a flag (KGModal's
    /// `shouldRotate`, set 258) and an Objective-C collection of orientations (Codea's `NSMutableSet
    /// *supportedOrientations`, set 254), whose `addObject:` and `removeAllObjects` are lock writes; a local set is none.
    /// An answer that stores the lock is no helper: asking another controller's answer writes nothing (set 238).
    @Test func whatTheIOS5AnswerReadsIsTheLock() throws {
        try PatternScan("LegacyAnswerLocks").expectOnlyTheMarkers()
    }
}
