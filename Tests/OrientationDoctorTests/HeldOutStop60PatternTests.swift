import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 227 to 239 showed (OpenGL and cocos2d games, CoconutKit, a SwiftUI video app, live
/// streaming and player demos, a children's e-book reader, Unity's trampoline).
@Suite struct HeldOutStop60PatternTests {
    /// An OpenGL game that draws landscape into a portrait-shaped view turns its drawing a quarter about the
    /// screen's axis (`glRotatef(-90, 0, 0, 1)` under `#if LANDSCAPE_MODE`, an engine's `-applyOrientation`, a
    /// matrix named for the screen's rotation): one site per method. A level meter on its side, a spinner's
    /// variable angle and a yaw about another axis are none (sets 74, 91, 94, 228 and 230).
    @Test func anOpenGLDrawingTurnedToFakeLandscapeIsASite() throws {
        try PatternScan("GLDrawingTurn").expectOnlyTheMarkers()
    }

    /// A view modifier whose `body` hands its own function to `onAppear(perform:)`, which observes the device
    /// (`RotateModifier.subscribe`, set 229), makes the views that apply it through `onRotate` observe it too, as
    /// one whose `body` observes itself does; the use lists both sites inside.
    @Test func aModifierObservingThroughItsOwnFunctionMakesItsUsesObserve() throws {
        let scan = PatternScan("ModifierObservingOnAppear")
        try scan.expectOnlyTheMarkers()
        let use = scan.findings.first { $0.file.hasSuffix("PlayerView.swift") }
        #expect(use?.related.map(\.code) == ["ORI-716", "ORI-719"])
    }

    /// A `UISwitch` whose state the override returns (`if (self.portraitSwitch.on) mask |= …`, CoconutKit's demos,
    /// set 227; `return filter.swUiRotate.on`, KSYLive's demos, set 234) is the user's lock, and setting its state a
    /// lock write; a switch the override does not read is none. Also the app delegate's status-bar callbacks
    /// (set 239, set 217), a throwaway controller presented before iOS 5 and `[super interfaceOrientation]` (set 238).
    @Test func aSwitchTheOverrideReadsIsTheLockAndOldSpellingsAreSites() throws {
        try PatternScan("SwitchLock").expectOnlyTheMarkers()
    }

    /// A property read of the same name as the app's function wrapper (`image.imageOrientation`, UIImage's, beside ML
    /// Kit's `UIUtilities.imageOrientation(fromDevicePosition:)`, set 236) calls no wrapper; a call does.
    @Test func aPropertyNamedLikeAFunctionWrapperIsNoUseOfIt() throws {
        try PatternScan("WrapperNamedLikeAProperty").expectOnlyTheMarkers()
    }

    /// Xcode puts the project's and the target's names into `INFOPLIST_FILE` (`$(PROJECT_NAME)/ToMac/Info.plist`,
    /// DanDanPlay, set 232): the plist a target names is then known, and leftover copies beside it are none.
    @Test func aPlistNamedThroughTheProjectsNameIsKnown() {
        #expect(
            BuildSettingsAnalyzer.plistPath(
                "$(PROJECT_NAME)/ToMac/Info.plist", projectPath: "./App/DanDanPlayForiOS.xcodeproj/project.pbxproj",
                target: "DDPlay_ToMac") == "DanDanPlayForiOS/ToMac/Info.plist")
        #expect(
            BuildSettingsAnalyzer.plistPath(
                "${SRCROOT}/${TARGET_NAME}/Info.plist", projectPath: "./Player.xcodeproj/project.pbxproj",
                target: "Player") == "Player/Info.plist")
        #expect(
            BuildSettingsAnalyzer.plistPath(
                "$(CONFIGURATION)/Info.plist", projectPath: "./Player.xcodeproj/project.pbxproj", target: "Player")
                == "$(CONFIGURATION)/Info.plist", "a setting it does not know stays unknown")
    }

    /// An Objective-C screen that redeclares `shouldAutorotate` and `supportedInterfaceOrientations` as its own
    /// read-only properties (Red5 Pro's test screens, set 235) overrides them with the instance variables its own code
    /// sets: the declarations are overrides and the stores lock writes.
    @Test func aReadOnlyPropertyRedeclaringUIKitsIsAnOverride() throws {
        try PatternScan("ReadOnlyOverrideProperty").expectOnlyTheMarkers()
    }

    /// An iOS app and its TV twin each name `Player/Info.plist` through a setting (`$(PROJECT_NAME)`,
    /// `$(TARGET_NAME)`): each name is read from its own project's folder, so only the iOS app's plist is reported,
    /// and a leftover copy no configuration names is not (Brightcove's samples, set 221; DanDanPlay, set 232).
    @Test func twinProjectsNameTheirOwnPlists() throws {
        try PatternScan("PlistTwins").expectOnlyTheMarkers()
    }

    /// Objective-C spellings the second round showed: a scene's orientation asked of a message's result
    /// (`[[window windowScene] interfaceOrientation]`) and the helper's uses in dot syntax on the class
    /// (`UIApplication.orientation`, iSub, set 246); the KVC key written with libextobjc's `@keypath` (Play SRG, set
    /// 242); a view controller base class named through a macro (Unity's trampoline, set 239), whose mask ivar is
    /// the screen's lock.
    @Test func objectiveCSpellingsOfSecondRound() throws {
        try PatternScan("ObjCSpellings").expectOnlyTheMarkers()
    }
}
