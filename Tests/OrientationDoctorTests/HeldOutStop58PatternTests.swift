import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 207 to 212 showed (the Agora IoT demo with SJBaseVideoPlayer copied in, JasperMobile,
/// andpad's construction camera, BookReader, JamReader, a manga reader, Lush Player, a Tuist-built video player).
@Suite struct HeldOutStop58PatternTests {
    /// A window made in Objective-C's dot syntax (`[FullscreenWindow.alloc initWithWindowScene:… owner:self]`) for a
    /// player's full screen is an extra window, as `[[FullscreenWindow alloc] init…]` is; a toast's is not.
    @Test func aWindowMadeInDotSyntaxIsAWindow() throws {
        try PatternScan("DotSyntaxWindow").expectOnlyTheMarkers()
    }

    /// A Tuist target named for an example, a demo or a sample is not the app users install; a name that only
    /// contains the word (`DemographicsApp`) is.
    @Test func aTuistExampleTargetIsNoApp() {
        #expect(TuistManifestAnalyzer.isExampleName(#" "VideoPlayerExample","#))
        #expect(TuistManifestAnalyzer.isExampleName(#" "HomeDemo","#))
        #expect(TuistManifestAnalyzer.isExampleName(#""Sample""#))
        #expect(!TuistManifestAnalyzer.isExampleName(#" "DemographicsApp","#))
        #expect(!TuistManifestAnalyzer.isExampleName(#" "Reader","#))
        #expect(!TuistManifestAnalyzer.isExampleName(#" projectName + "Example""#))
    }

    /// The angle an orientation value carries (`CGFloat(cameraOrientation.rotateAngle)`) turns a view to fake a
    /// rotation; an image orientation's angle does not.
    @Test func aTurnByAnOrientationsAngleIsATransformRotation() throws {
        try PatternScan("OrientationValueAngle").expectOnlyTheMarkers()
    }

    /// A Swift view turned by the angle its function takes is a fake rotation when a call passes an orientation's
    /// angle (`show(in: view, initialRotationAngle: cameraOrientation.rotateAngle)`, in another file, through a
    /// stored property declared with the view's type, or `rotateControls(angle:)` from its own type), and those
    /// calls are helper calls; one turned only by a spinner's angle is not.
    @Test func aSwiftTurnByAnAngleCallersPassForAnOrientationIsATransformRotation() throws {
        try PatternScan("SwiftParameterAngle").expectOnlyTheMarkers()
    }

    /// A package manifest whose targets are all prebuilt publishes no code of the repository's (VK's video player
    /// SDK): its demo app is the repository's own app. One with a target built from sources is a library's.
    @Test func aPackageOfBinaryTargetsOnlyPublishesNoCodeOfTheRepository() {
        let binary = #"""
            let package = Package(name: "Player", products: [.library(name: "Player", targets: ["PlayerKit"])],
                targets: [.binaryTarget(name: "PlayerKit", url: "https://example.com/PlayerKit.zip", checksum: "00")])
            """#
        #expect(!ProjectScanner.isBuiltFromSources(binary))
        #expect(ProjectScanner.isBuiltFromSources(binary.replacingOccurrences(of: ".binaryTarget(", with: ".target(")))
    }

    /// Where a project generator (Tuist, XcodeGen) makes the app and no app project is committed, a committed project
    /// named for an example (Olvid's `ObvImageEditorViewControllerExample`) is a module's example, not the app.
    @Test func anExampleProjectBesideAGeneratedAppIsNoApp() {
        let example = ProjectFacts.appProject(
            "./Sources/Editor/Examples/EditorExample/EditorExample.xcodeproj/project.pbxproj",
            plistPath: "EditorExample/Info.plist")
        var manifest = FileFacts(path: "./Project.swift")
        manifest.isProjectSpecification = true
        #expect(ProjectResolver.secondaryProjects([example, manifest], publishesLibrary: false) == [example.path])
        #expect(ProjectResolver.secondaryProjects([example], publishesLibrary: false).isEmpty)
    }

    /// A plist a project names above its own folder (`INFOPLIST_FILE = ../../Info.plist`, the project Tuist generates
    /// in `Projects/SPM/`) is that project's app's plist; going above the scan's first folder resolves nothing.
    @Test func aPlistNamedAboveTheProjectsFolderIsResolvedFromIt() {
        var project = FileFacts(path: "./Projects/SPM/Video.xcodeproj/project.pbxproj")
        project.plistTargets = [
            PlistTarget(path: "../../Info.plist", isIOSApp: true),
            PlistTarget(path: "../../../../../Info.plist", isIOSApp: true),
        ]
        #expect(
            ProjectResolver.anchoredPlistTargets(project).map(\.path) == ["./Info.plist", "../../../../../Info.plist"])
    }
}
