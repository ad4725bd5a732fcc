import Foundation
import Testing

@testable import OrientationDoctor

/// The patterns the doctor missed on its tenth held-out apps (ComicFlow,
/// DeltaChat, Element X) and did not yet know after them.
@Suite struct HeldOut10PatternTests {
    /// An XcodeGen specification's orientation keys (Element X's `target.yml`, Kiwix's
    /// `project.yml`) are where the change belongs: the build settings of every configuration,
    /// the Info.plist properties in flow and block lists, and `UIRequiresFullScreen`; a YAML file
    /// without XcodeGen's shape is not read as one.
    @Test func anXcodeGenSpecificationsOrientationKeysAreFound() throws {
        try PatternScan("XcodeGenSpec").expectOnlyTheMarkers()
        // The CI configuration beside them is read, but is no specification: it is not counted.
        let report = ProjectDoctor().examine([Fixtures.heldOutPatterns.appendingPathComponent("XcodeGenSpec").path])
        #expect(report.filesAnalysed == ["projectSpec": 2])
    }

    /// The values a key lists, however the YAML writes them.
    @Test func aSpecificationsListsAreRead() {
        let text = """
            targets:
              App:
                info:
                  properties:
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, "UIInterfaceOrientationLandscapeRight"]
                    UISupportedInterfaceOrientations~ipad:
                      - UIInterfaceOrientationPortrait

                      # all four on iPad
                      - UIInterfaceOrientationLandscapeLeft
                    UIRequiresFullScreen: "YES" # no multitasking
                    UISupportedInterfaceOrientations~iphone: [UIInterfaceOrientationPortrait, # UIInterfaceOrientationLandscapeLeft
                      UIInterfaceOrientationLandscapeRight]
                settings:
                  INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone: UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft
            """
        let entries = ProjectSpecAnalyzer.entries(in: text)
        #expect(
            entries.map(\.key) == [
                "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "UIRequiresFullScreen",
                "UISupportedInterfaceOrientations~iphone", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
            ])
        #expect(
            entries.map(\.values) == [
                ["Portrait", "LandscapeRight"], ["Portrait", "LandscapeLeft"], ["YES"], ["Portrait", "LandscapeRight"],
                ["Portrait", "LandscapeLeft"],
            ])
        #expect(entries.map(\.position.line) == [5, 6, 11, 12, 15])
        #expect(ProjectSpecAnalyzer.entries(in: "steps:\n  - UISupportedInterfaceOrientations: x\n").isEmpty)
    }
}

/// The same keys in a Tuist manifest, which is no app code.
@Suite struct TuistManifestTests {
    /// A Tuist manifest's orientation keys are found where they are declared (a project's
    /// settings, a target's `infoPlist`, a helper's settings); a watch target's, an
    /// extension's and an example app's (`ReaderExample`, held-out set 212) are left alone,
    /// and the app's own code is still read.
    @Test func aTuistManifestsOrientationKeysAreFound() throws {
        try PatternScan("TuistManifest").expectOnlyTheMarkers()
        // The manifests count as specifications, not as the app's Swift.
        let report = ProjectDoctor().examine([Fixtures.heldOutPatterns.appendingPathComponent("TuistManifest").path])
        #expect(report.filesAnalysed == ["swift": 1, "projectSpec": 2])
    }

    /// The values a manifest's key lists, commented-out ones left out, and a commented-out key is none.
    @Test func aManifestsValuesAreRead() {
        let text = """
            import ProjectDescription

            let info: [String: Plist.Value] = [
                "UISupportedInterfaceOrientations": [
                    "UIInterfaceOrientationPortrait",
                    // "UIInterfaceOrientationLandscapeLeft",
                    .string("UIInterfaceOrientationLandscapeRight"), // "https://example.org"
                ],
                // "UIRequiresFullScreen": true,
                "UIRequiresFullScreen": .boolean(false),
            ]
            """
        let entries = TuistManifestAnalyzer.entries(in: text)
        #expect(entries.map(\.key) == ["UISupportedInterfaceOrientations", "UIRequiresFullScreen"])
        #expect(entries.map(\.values) == [["Portrait", "LandscapeRight"], ["false"]])
        #expect(entries.map(\.position.line) == [4, 10])
    }

    /// A manifest imports `ProjectDescription`; app code does not.
    @Test func aManifestIsToldByItsImport() {
        #expect(
            TuistManifestAnalyzer.isManifest(
                "// Project\nimport ProjectDescription\n\nlet project = Project(name: \"A\")"))
        #expect(!TuistManifestAnalyzer.isManifest("import UIKit\n// ProjectDescription is Tuist's\n"))
    }

    /// A window class that raises itself, makes itself key and gives itself a screen of the app as
    /// its root shows that screen wherever a window of it is made (Delta Chat's call window); one
    /// that only ever holds a bare `UIViewController()` is an overlay.
    @Test func aWindowClassThatShowsAScreenItselfTakesPart() throws {
        try PatternScan("ScreenWindowClass").expectOnlyTheMarkers()
    }
}
