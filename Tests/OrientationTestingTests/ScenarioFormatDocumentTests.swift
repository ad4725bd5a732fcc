import Foundation
import Testing

@testable import OrientationTesting

/// `docs/ScenarioFormat.md` names every key, step and value name the parser
/// accepts, each in its own section. The names come from the parser's own
/// tables, so a key added to the parser fails here until it is documented.
@Suite struct ScenarioFormatDocumentTests {
    static let document = ScenarioExamplesTests.folder
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/ScenarioFormat.md")

    /// Each section of the document (by its heading) and the names it must
    /// show as code (`name`).
    static let sections: [(heading: String, names: [String])] = [
        ("## Top level", ScenarioDocumentParser.topKeys),
        (
            "## `device`",
            ScenarioDocumentParser.deviceKeys + NameTables.idioms.map(\.key)
                + NameTables.environments.map(\.key)
        ),
        ("## Reading the format", NameTables.deviceOrientations.map(\.key) + NameTables.masks.map(\.key)),
        ("## `app`", ScenarioDocumentParser.appKeys + NameTables.authorities.map(\.key)),
        ("## `screens`", ScenarioDocumentParser.screenKeys),
        ("### Screen kinds", NameTables.kinds.map(\.key)),
        ("### Policies", ScenarioDocumentParser.policyKeys + NameTables.policies.map(\.key)),
        ("### Overrides", ScenarioDocumentParser.overridesKeys),
        ("## `windows`", ScenarioDocumentParser.windowKeys + ScenarioDocumentParser.windowLevels.map(\.key)),
        ("## `steps`", ScenarioDocumentParser.actions + Array(ScenarioDocumentParser.bareActions.keys)),
        ("### `present` and UIKit's default style", ScenarioDocumentParser.presentKeys + NameTables.styles.map(\.key)),
        ("### Gesture phases", ScenarioDocumentParser.gesturePhases.map(\.key)),
        ("### `expect`", ScenarioDocumentParser.expectKeys),
    ]

    /// The text under a heading, up to the next heading of the same or a higher level.
    static func section(_ heading: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let level = heading.prefix { $0 == "#" }.count
        var body: [String] = []
        for line in lines[(start + 1)...] {
            let hashes = line.prefix { $0 == "#" }.count
            if hashes > 0, hashes <= level, line.dropFirst(hashes).hasPrefix(" ") { break }
            body.append(line)
        }
        return body.joined(separator: "\n")
    }

    @Test(
        "every key, step and name the parser accepts is in its section of ScenarioFormat.md",
        arguments: sections.map(\.heading))
    func sectionNamesEveryKey(_ heading: String) throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let body = try #require(Self.section(heading, in: text), "no section \(heading)")
        let names = try #require(Self.sections.first { $0.heading == heading }?.names)
        #expect(!names.isEmpty)
        let missing = names.filter { !body.contains("`\($0)`") }
        #expect(missing.isEmpty, "\(heading) in docs/ScenarioFormat.md does not name \(missing)")
    }

    @Test("the section finder stops at the next heading of its level")
    func sectionFinder() throws {
        let text = "# T\n## A\n`a`\n### A1\n`b`\n## B\n`c`\n"
        #expect(Self.section("## A", in: text) == "`a`\n### A1\n`b`")
        #expect(Self.section("### A1", in: text) == "`b`")
        #expect(Self.section("## C", in: text) == nil)
    }

    @Test("the document says plainly that present defaults to fullScreen, UIKit to automatic")
    func presentDefault() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let body = try #require(Self.section("### `present` and UIKit's default style", in: text))
        #expect(body.contains("presents full screen (`fullScreen`), while UIKit's own\ndefault is `automatic`"))
    }
}
