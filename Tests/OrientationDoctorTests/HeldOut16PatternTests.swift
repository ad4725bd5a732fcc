import Testing

@testable import OrientationDoctor

/// Patterns from held-out set 16 (a-Shell, OwnTracks, ChatSecure) that the doctor read wrong,
/// each reduced to a fixture.
@Suite struct HeldOut16PatternTests {
    /// When the project names its Info.plists, a copy that no configuration names (Xcode's
    /// `Shell copy-Info.plist`, a localized `sv.lproj/Shell-Info.plist`) is built by no target and
    /// makes no finding; a named copy (`Shell-mini copy-Info.plist`) and the `Base.lproj` one do.
    @Test func anInfoPlistCopyNoTargetNamesMakesNoFinding() throws {
        let scan = PatternScan("UnbuiltPlistCopies")
        let key = "<key>UISupportedInterfaceOrientations</key>"
        #expect(!scan.at("Shell/Base.lproj/Shell-Info.plist", key).isEmpty)
        #expect(!scan.at("Shell-mini copy-Info.plist", key).isEmpty)
        #expect(!scan.findings.contains { $0.file.hasSuffix("/Shell copy-Info.plist") })
        #expect(!scan.findings.contains { $0.file.hasSuffix("sv.lproj/Shell-Info.plist") })
    }

    /// A quarter turn chosen from an image's orientation (`image.imageOrientation`,
    /// `UIImageOrientationLeft`) turns a picture's pixels upright, in Swift and Objective-C
    /// (ChatSecure's avatar crop); a view turned for the interface's orientation still is a site.
    @Test func aTurnChosenFromAnImagesOrientationIsNoFakeRotation() throws {
        try PatternScan("ImageOrientationTransform").expectOnlyTheMarkers()
    }

    /// The Info.plist rule: copies and localized copies, not the `Base.lproj` one.
    @Test func unbuiltCopiesAreTheDuplicatesAndTheLocalizedOnes() {
        #expect(ProjectResolver.isUnbuiltCopy("App/App copy-Info.plist"))
        #expect(ProjectResolver.isUnbuiltCopy("App/Info copy 2.plist"))
        #expect(ProjectResolver.isUnbuiltCopy("App/zh-Hans.lproj/App-Info.plist"))
        #expect(!ProjectResolver.isUnbuiltCopy("App/Base.lproj/App-Info.plist"))
        #expect(!ProjectResolver.isUnbuiltCopy("App/Info.plist"))
        #expect(!ProjectResolver.isUnbuiltCopy("App/en.lproj/Settings.plist"))
    }
}
