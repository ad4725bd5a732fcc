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
                settings:
                  INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone: UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft
            """
        let entries = ProjectSpecAnalyzer.entries(in: text)
        #expect(
            entries.map(\.key) == [
                "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "UIRequiresFullScreen",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
            ])
        #expect(
            entries.map(\.values) == [
                ["Portrait", "LandscapeRight"], ["Portrait", "LandscapeLeft"], ["YES"], ["Portrait", "LandscapeLeft"],
            ])
        #expect(entries.map(\.position.line) == [5, 6, 11, 13])
        #expect(ProjectSpecAnalyzer.entries(in: "steps:\n  - UISupportedInterfaceOrientations: x\n").isEmpty)
    }
}
