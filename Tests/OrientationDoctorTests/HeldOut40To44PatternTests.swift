import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 40 (EZPlayer), 42 (QRCodeReader) and the look-alikes of sets 20 and 23
/// (KeePassium's and Firefox Focus's privacy covers) that the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut40To44PatternTests {
    /// The condition of `#if text`, parsed.
    private func condition(_ text: String) -> ExprSyntax? {
        let file = Parser.parse(source: "#if \(text)\n#endif\n")
        return file.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition
    }

    /// A raised key window whose root overrides nothing gives UIKit's default answer: over a main
    /// window whose root answers nothing either, it changes nothing (a privacy cover), and over a
    /// portrait-only root it lets the app turn. The main root's type may be inferred
    /// (`lazy var browser = BrowserController()`).
    @Test func aCoverWindowTakesPartOnlyOverScreensThatAnswer() throws {
        try PatternScan("CoverWindow").expectOnlyTheMarkers()
        try PatternScan("CoverWindowOverPortraitRoot").expectOnlyTheMarkers()
    }

    /// A held player's mode, first set to a case of the app's enum named for a side, that a screen's
    /// mask override switches on is the lock; its writers include a same-named property of another
    /// type whose `didSet` forwards to it. The player's `speed`, read beside it, is no lock.
    @Test func aModeSwitchedOnByAMaskOverrideIsTheLock() throws {
        try PatternScan("ModeLock").expectOnlyTheMarkers()
    }

    /// `#if swift(>=4.2)` holds with every compiler an app builds with today, and `#if swift(<4.2)` does
    /// not: the dead branch's spelling of the notification is no site.
    @Test func aBranchForSwiftBefore5IsNeverCompiled() throws {
        try PatternScan("SwiftVersionBranch").expectOnlyTheMarkers()
    }

    /// Version tests the doctor can decide, and those it leaves to the build.
    @Test(arguments: [
        ("swift(>=4.2)", true), ("swift(>=5)", true), ("compiler(>=5.0)", true), ("swift(<4.2)", false),
        ("swift(<5.0)", false), ("true", true), ("false", false),
    ])
    func versionTestsWithAKnownAnswer(_ text: String, _ expected: Bool) {
        #expect(condition(text).flatMap(SwiftFactCollector.constantCondition) == expected)
    }

    @Test(arguments: ["swift(>=5.9)", "compiler(>=6.0)", "swift(<6)", "os(iOS)", "DEBUG", "swift(>=x)"])
    func versionTestsLeftToTheBuild(_ text: String) {
        #expect(condition(text).flatMap(SwiftFactCollector.constantCondition) == nil)
    }
}
