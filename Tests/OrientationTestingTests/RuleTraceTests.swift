import Foundation
import OrientationTesting
import Testing

/// Each step's record names the UIKit rules the model applied, by field,
/// for conformance plans (`orientation plan`).
@Suite struct RuleTraceTests {
    @Test("rules 5-8, 21: a full-screen presentation cites the owner rules and the preferred orientation")
    func presentationCitesOwnerAndPreference() {
        let app = Screens.plainApp(
            screens: [
                Screens.plain("home", .portrait),
                Screens.plain("player", OrientationPolicy(supported: .landscape, preferred: .landscapeRight)),
            ],
            root: "home")
        #expect(app.lastStep.rules.rules(for: .owner) == [5])
        let record = app.present("player")
        #expect(record.rules.rules(for: .owner) == [5, 6, 7])
        #expect(record.rules.rules(for: .orientation) == [8, 21])
        #expect(record.rules.rules(for: .supported).contains(16))
        #expect(record.answer == .allButUpsideDown)
    }

    @Test("rules 19-20: a device rotation cites rule 19, and rule 20 from iOS 16 only")
    func rotationCitesRule19And20() {
        let ios17 = Screens.plainApp(screens: [Screens.plain("home", .all)], root: "home")
        #expect(ios17.rotateDevice(.landscapeLeft).rules.rules(for: .orientation).contains(20))
        let ios15 = Screens.plainApp(os: 15, screens: [Screens.plain("home", .all)], root: "home")
        let record = ios15.rotateDevice(.landscapeLeft)
        #expect(record.rules.rules(for: .orientation).contains(19))
        #expect(!record.rules.rules(for: .orientation).contains(20))
    }

    @Test("rules 17-18: an exception names its rule in the exception field")
    func exceptionsCiteRules17And18() {
        let disjoint = Screens.plainApp(
            plist: .landscape, screens: [Screens.plain("home", .landscape), Screens.plain("form", .portrait)],
            root: "home")
        let raised = disjoint.present("form")
        #expect(raised.exception != nil)
        #expect(raised.rules.rules(for: .exception) == [17])
        #expect(raised.rules.rules(for: .supported).contains(17))
        let preferred = Screens.plainApp(
            screens: [Screens.plain("home", .all), Screens.plain("sheet")], root: "home",
            overrides: ["sheet": Screens.only(.portrait, preferred: .landscapeLeft)])
        let record = preferred.present("sheet")
        #expect(record.exception != nil)
        #expect(record.rules.rules(for: .exception).contains(18))
    }

    @Test("rules 24-25: a refused geometry request cites the refusal")
    func refusedRequestCitesRule25() {
        let app = Screens.plainApp(screens: [Screens.plain("home", .portrait)], root: "home")
        let record = app.rotate(.landscapeLeft)
        #expect(record.rules.rules(for: .orientation).contains(24))
        #expect(record.rules.rules(for: .orientation).contains(25))
    }

    @Test("rules 28-29: a multitasking iPad cites why masks are ignored")
    func windowedPadCitesMultitasking() {
        let app = SimulatedApp(
            device: DeviceSetup(idiom: .pad, os: 17, environment: .windowed),
            app: AppSetup(library: false), screens: [Screens.plain("home", .portrait)], root: "home")
        #expect(app.masksIgnored)
        #expect(app.lastStep.rules.rules(for: .supported) == [29, 30])
        #expect(app.lastStep.rules.rules(for: .exception).isEmpty)
    }

    @Test("rule 56: under the rotation lock, a rotation cites the lock")
    func rotationLockCitesRule56() {
        let app = Screens.plainApp(screens: [Screens.plain("home", .all)], root: "home")
        app.setRotationLock(true)
        let record = app.rotateDevice(.landscapeLeft)
        #expect(record.rules.rules(for: .orientation) == [56])
        #expect(record.rules.rules(for: .device).contains(56))
    }

    @Test("rules 50-55: another window cites the window rules")
    func extraWindowsCiteWindowRules() {
        let app = SimulatedApp(
            app: AppSetup(library: false),
            screens: [Screens.plain("home", .portrait), Screens.plain("hud", .all)], root: "home",
            windows: [WindowDeclaration(id: "overlay", root: "hud", level: 2000, hidden: true)])
        #expect(app.lastStep.rules.rules(for: .owner) == [5, 50, 51, 53])
        let shown = app.showWindow("overlay")
        #expect(shown.rules.rules(for: .orientation).contains(55))
        #expect(shown.rules.rules(for: .answer).contains(52))
    }

    @Test("rules 12 and 38: a container answers itself; a screen the app does not own is cited in library mode")
    func containersAndForeignScreens() {
        let app = SimulatedApp(
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list", .portrait),
                ScreenDeclaration(id: "picker", overrides: Screens.only(.portrait)),
            ],
            root: "nav")
        #expect(app.lastStep.rules.rules(for: .owner).contains(12))
        let record = app.present("picker")
        #expect(record.rules.rules(for: .owner).contains(38))
    }

    @Test func theTraceMergesAndSorts() {
        var trace = RuleTrace()
        trace.cite(21, 8, for: .orientation)
        trace.cite([], for: .owner)
        var other = RuleTrace()
        other.cite(5, for: .owner)
        let merged = trace.merging(other)
        #expect(merged.rules(for: .orientation) == [8, 21])
        #expect(merged.all == [5, 8, 21])
        #expect(RuleTrace().isEmpty && !merged.isEmpty)
    }

    @Test func theCatalogTitlesAreTheDocumentsTitles() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/UIKitRules.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        #expect(UIKitRuleCatalog.titles.count >= 74)
        for (number, title) in UIKitRuleCatalog.titles {
            let bold = try #require(Self.boldTitle(of: number, in: text), "rule \(number) is not in docs/UIKitRules.md")
            #expect(bold == title, "rule \(number)")
        }
        #expect(UIKitRuleCatalog.title(of: 999) == nil)
        // And the other way: every rule the document defines has a title in the catalog.
        for number in 1...200 where Self.boldTitle(of: number, in: text) != nil {
            #expect(UIKitRuleCatalog.title(of: number) != nil, "rule \(number) is missing from UIKitRuleCatalog")
        }
    }

    /// The bold text after `N. ` at the start of a line, whitespace collapsed, without a final period.
    static func boldTitle(of number: Int, in text: String) -> String? {
        guard let start = text.range(of: "\n\(number). **") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.range(of: "**") else { return nil }
        var title = rest[..<end.lowerBound].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if title.hasSuffix(".") { title.removeLast() }
        return title
    }
}
