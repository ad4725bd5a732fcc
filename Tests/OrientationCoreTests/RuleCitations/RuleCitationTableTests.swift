import Foundation
import Testing

/// docs/UIKitRules.md ends with a generated table of the tests citing each
/// rule. It must match the tests as they are: when it is stale this test
/// fails and prints the fresh table; `scripts/update-rule-citations`
/// rewrites it (it runs this test with `UPDATE_RULE_CITATIONS=1`).
@Suite("UIKit rules: the table of citing tests")
struct RuleCitationTableTests {
    /// The repository, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("citations: single rules, ranges, lists; choice rules are DESIGN's, not UIKit's")
    func scanner() {
        #expect(RuleCitationScanner.citedRules(in: "see Rule 17 and rules 5-7") == [5, 6, 7, 17])
        #expect(RuleCitationScanner.citedRules(in: "rules 9, 12, 13 (UIKIT-RULES.md rule 22)") == [9, 12, 13, 22])
        #expect(RuleCitationScanner.citedRules(in: "rules 28 and 29; rules 50 – 52") == [28, 29, 50, 51, 52])
        #expect(RuleCitationScanner.citedRules(in: "choice rule 2, choice rules 1-7, overrule 3").isEmpty)
        #expect(RuleCitationScanner.citedRules(in: "rule, rules: none; rule 12345") == [])
    }

    @Test("the rules a document defines are its numbered bold items")
    func definedRules() {
        let document = "# Rules\n\n1. **One.** text\n2. **Two.**\n   3. not a rule\n10. **Ten.**\n"
        #expect(RuleCitationScanner.definedRules(inDocument: document) == [1, 2, 10])
    }

    @Test("the table lists every defined rule, its citing files sorted, between its markers")
    func tableShape() {
        let table = RuleCitationScanner.table(
            rules: [1, 2], citations: ["b.swift": [1], "a.yaml": [1], "c.swift": [3]])
        #expect(table.contains("| 1 | `a.yaml`, `b.swift` |"))
        #expect(table.contains("| 2 | none yet |"))
        let document = RuleCitationScanner.replacingTable(
            in: "text\n\(RuleCitationScanner.begin)\nold\n\(RuleCitationScanner.end)\nmore\n", with: table)
        #expect(document == "text\n\(table)\nmore\n")
    }

    @Test("docs/UIKitRules.md's table is up to date")
    func tableIsFresh() throws {
        let documentURL = Self.root.appendingPathComponent("docs/UIKitRules.md")
        let document = try String(contentsOf: documentURL, encoding: .utf8)
        let fresh = RuleCitationScanner.table(
            rules: RuleCitationScanner.definedRules(inDocument: document),
            citations: try Self.citations())
        let updated = RuleCitationScanner.replacingTable(in: document, with: fresh)
        if ProcessInfo.processInfo.environment["UPDATE_RULE_CITATIONS"] == "1", updated != document {
            try updated.write(to: documentURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            updated == document,
            """
            docs/UIKitRules.md's table of citing tests is stale. Run scripts/update-rule-citations, \
            or replace the table with:

            \(fresh)
            """)
    }

    /// The rules cited by each test file (Swift tests and example scenarios,
    /// which `swift test` runs), by path from the repository's root. The
    /// scanner's own files are left out: they cite rules as examples.
    static func citations() throws -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        let manager = FileManager.default
        for (folder, suffix) in [("Tests", ".swift"), ("Examples/Scenarios", ".yaml")] {
            let base = root.appendingPathComponent(folder)
            guard let walker = manager.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walker
            where relative.hasSuffix(suffix) && !relative.contains("RuleCitations/") {
                let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                let cited = RuleCitationScanner.citedRules(in: text)
                if !cited.isEmpty { result["\(folder)/\(relative)"] = cited }
            }
        }
        return result
    }
}
