import Foundation
import Testing

@testable import OrientationDoctor

/// The patterns the doctor missed or misread on its fifth held-out apps
/// (ownCloud, DuckDuckGo, OsmAnd), each as a rule on a fixture of its own
/// (`Fixtures/HeldOutPatterns/<pattern>`).
@Suite struct HeldOut5PatternTests {
    /// An Info.plist Xcode preprocesses (`#ifndef DISABLE_PLAIN_HTTP` … `#endif`, ownCloud) is
    /// read with its directive lines left out, every key on its own line; it is not unreadable.
    @Test func aPreprocessedInfoPlistIsRead() throws {
        let scan = PatternScan("PreprocessedPlist")
        #expect(!scan.at("Info.plist", "<key>UISupportedInterfaceOrientations</key>").isEmpty)
        #expect(!scan.findings.contains { $0.code == "ORI-793" })
    }

    /// A window a unit test makes (DuckDuckGo's tests) is scaffolding, not an extra window; test
    /// code ships in no app, so its overrides and notifications make no finding either (Jami's
    /// tests, held-out set 11), while the app's own file beside it still does.
    @Test func testCodeMakesNoFinding() throws {
        let scan = PatternScan("TestScaffolding")
        try scan.expectOnlyTheMarkers()
    }

    /// A raised key window whose root is a bare `UIViewController()` only presents an alert
    /// (Blink, Rocket.Chat); a screen of the app's own in such a window still answers for orientation.
    @Test func aWindowThatOnlyPresentsAnAlertIsNoExtraWindow() throws {
        let scan = PatternScan("AlertWindow")
        try scan.expectOnlyTheMarkers()
    }

    /// A window whose root overrides orientation in an extension of its class takes part in
    /// orientation (Simplenote's passcode window).
    @Test func aRootWhoseOverridesSitInAnExtensionMakesItsWindowTakePart() throws {
        let scan = PatternScan("ExtensionOverrideWindow")
        try scan.expectOnlyTheMarkers()
    }

    /// Each use of an app-made wrapper of an orientation API (a member named for orientation that
    /// takes or gives one) is a site of that API (Delta Chat, Element X); a type's calls of its own
    /// members, and a member that neither takes nor gives an orientation, are not.
    @Test func usesOfAnAppMadeWrapperAreSites() throws {
        let scan = PatternScan("WrapperCallers")
        try scan.expectOnlyTheMarkers()
    }

    /// An alert presented and dismissed in its completion is no dummy presentation (ownCloud);
    /// a throwaway controller, or code about orientation, is.
    @Test func anAlertDismissedAtOnceIsNoDummyPresentation() throws {
        let scan = PatternScan("AlertDismissedAtOnce")
        try scan.expectOnlyTheMarkers()
    }
}
