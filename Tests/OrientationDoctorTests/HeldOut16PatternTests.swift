import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 16 (a-Shell, OwnTracks, ChatSecure) and 17 (GitHawk, Loop) that
/// the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut16PatternTests {
    /// When the project names its Info.plists, one that no configuration names (Xcode's
    /// `Shell copy-Info.plist`, a localized `sv.lproj/Shell-Info.plist`, a removed target's
    /// `Removed/Info.plist`) is built by no target and makes no finding (GitHawk, Loop, a-Shell,
    /// OwnTracks); a named copy (`Shell-mini copy-Info.plist`), one named with other letter case
    /// (`shell/Base.lproj/…`) and one named in an `.xcconfig` file do. A library's example app kept
    /// in the tree (`Libs/Swipe/Example/`, GitHawk's SwipeCellKit) is not the app: its plist, named
    /// only by the example's project, makes no finding either.
    @Test func anInfoPlistNoConfigurationNamesMakesNoFinding() throws {
        let scan = PatternScan("UnbuiltPlistCopies")
        let key = "<key>UISupportedInterfaceOrientations</key>"
        #expect(!scan.at("Shell/Base.lproj/Shell-Info.plist", key).isEmpty)
        #expect(!scan.at("Shell-mini copy-Info.plist", key).isEmpty)
        #expect(!scan.at("Configured/Configured-Info.plist", key).isEmpty)
        #expect(!scan.findings.contains { $0.file.hasSuffix("/Shell copy-Info.plist") })
        #expect(!scan.findings.contains { $0.file.hasSuffix("sv.lproj/Shell-Info.plist") })
        #expect(!scan.findings.contains { $0.file.hasSuffix("Removed/Info.plist") })
        #expect(!scan.findings.contains { $0.file.hasSuffix("MailExample/Info.plist") })
        #expect(ProjectResolver.isExampleProject("Libs/Swipe/Example/Mail.xcodeproj/project.pbxproj"))
        #expect(!ProjectResolver.isExampleProject("Example.xcodeproj/project.pbxproj"))
        #expect(!ProjectResolver.isExampleProject("App/App.xcodeproj/project.pbxproj"))
    }

    /// A build configuration file the doctor cannot read may name any Info.plist: the plists no
    /// configuration names are then kept.
    @Test func anUnreadableBuildConfigurationKeepsUnnamedPlists() {
        var project = FileFacts(path: "App.xcodeproj/project.pbxproj")
        project.plistTargets = [PlistTarget(path: "App/Info.plist", isIOSApp: true)]
        var plist = FileFacts(path: "Settings/Info.plist")
        plist.findings = [
            DoctorFinding(
                .supportedOrientationsPreference, file: plist.path, line: 4, column: 1, today: "", replacement: "")
        ]
        var unreadable = FileFacts(path: "Config/Settings.xcconfig")
        unreadable.configurationUnreadable = true
        #expect(ProjectResolver.withoutOtherPlatforms([project, plist])[1].findings.isEmpty)
        #expect(ProjectResolver.withoutOtherPlatforms([project, plist, unreadable])[1].findings.count == 1)
    }

    /// `INFOPLIST_FILE` in an `.xcconfig` line: conditions, quotes, comments and `$(SRCROOT)/` aside.
    @Test func aBuildConfigurationFileNamesItsInfoPlist() {
        func read(_ line: Substring) -> String? { BuildConfigurationFileReader.infoPlistFile(in: line) }
        #expect(read("INFOPLIST_FILE = App/Info.plist") == "App/Info.plist")
        #expect(read("  INFOPLIST_FILE[sdk=iphoneos*] = \"$(SRCROOT)/App/Info.plist\" // device") == "App/Info.plist")
        #expect(read("INFOPLIST_FILE = $(TARGET_NAME)/Info.plist") == "$(TARGET_NAME)/Info.plist")
        #expect(read("INFOPLIST_KEY_UIRequiresFullScreen = YES") == nil)
        #expect(read("// INFOPLIST_FILE = Old/Info.plist") == nil)
    }

    /// A quarter turn chosen from an image's orientation (`image.imageOrientation`,
    /// `UIImageOrientationLeft`) turns a picture's pixels upright, in Swift and Objective-C
    /// (ChatSecure's avatar crop); a view turned for the interface's orientation still is a site.
    @Test func aTurnChosenFromAnImagesOrientationIsNoFakeRotation() throws {
        try PatternScan("ImageOrientationTransform").expectOnlyTheMarkers()
    }

    /// A manager the app delegate holds (`appManager.supportedInterfaceOrientations`, Loop) owns
    /// the lock the hook returns, even when its initial value is a constant named for the
    /// orientations; a package's `.supportedInterfaceOrientations(.portrait)` modifier on a view
    /// sets that lock; another type's property of the same name is no lock.
    @Test func aManagerTheAppDelegateHoldsOwnsTheLock() throws {
        try PatternScan("DelegateHeldManagerLock").expectOnlyTheMarkers()
    }
}
