import Testing

@testable import OrientationTesting

/// The in-house YAML reader: the subset scenario files use, read exactly;
/// everything else refused with a line; nesting counted by real levels.
@Suite struct YAMLReaderTests {
    private func read(_ text: String) throws -> Node? {
        try YAMLReader.read(text, fileName: "r.yaml")
    }

    private func failure(_ text: String) -> ScenarioError? {
        do {
            _ = try read(text)
            return nil
        } catch let error as ScenarioError {
            return error
        } catch {
            return nil
        }
    }

    @Test func blockMappingsAndSequencesKeepOrderAndLines() throws {
        let node = try #require(try read("a: 1\nb:\n  - x\n  - y: 2\n    z: 3\nc:\n- q\n"))
        guard case .mapping(let top) = node else {
            Issue.record("not a mapping")
            return
        }
        #expect(top.map { $0.key.string } == ["a", "b", "c"])
        guard case .sequence(let items)? = top["b"] else {
            Issue.record("b")
            return
        }
        #expect(items.count == 2)
        #expect(items[1].mark?.line == 4)
        guard case .mapping(let inner) = items[1] else {
            Issue.record("inner")
            return
        }
        #expect(inner["z"]?.string == "3")
        #expect(inner["z"]?.mark?.line == 5)
        guard case .sequence(let same)? = top["c"] else {
            Issue.record("c")
            return
        }
        #expect(same.first?.string == "q")
    }

    @Test func scalarsPlainQuotedAndEscaped() throws {
        let text = #"""
            plain: two words # comment
            single: 'it''s: #not a comment'
            double: "tab\there \"q\" \\ \u00e9 \U0001F600 \uD83D\uDE00 \x41\/"
            empty:
            url: http://example.com/a#b
            """#
        guard case .mapping(let map)? = try read(text) else {
            Issue.record("no mapping")
            return
        }
        #expect(map["plain"]?.string == "two words")
        #expect(map["single"]?.string == "it's: #not a comment")
        #expect(map["double"]?.string == "tab\there \"q\" \\ é 😀 😀 A/")
        #expect(map["empty"]?.string == "")
        #expect(map["url"]?.string == "http://example.com/a#b")
        if case .scalar(let scalar)? = map["single"] { #expect(scalar.style == .singleQuoted) }
        if case .scalar(let scalar)? = map["plain"] { #expect(scalar.style == .plain) }
    }

    @Test func flowCollectionsSpanLinesWithComments() throws {
        let text = "a: { b: [1, 2,\n      3], # note\n   c: }\n"
        guard case .mapping(let map)? = try read(text), case .mapping(let inner)? = map["a"],
            case .sequence(let list)? = inner["b"]
        else {
            Issue.record("shape")
            return
        }
        #expect(list.map(\.string) == ["1", "2", "3"])
        #expect(inner["c"]?.string == "")
    }

    @Test func documentStartAndCRLF() throws {
        guard case .mapping(let map)? = try read("# head\r\n---\r\na: b\r\n") else {
            Issue.record("shape")
            return
        }
        #expect(map["a"]?.string == "b")
        #expect(try read("--- [1, 2]\n").map { if case .sequence = $0 { true } else { false } } == true)
        #expect(try read("a: b\n...\n# done\n") != nil)
    }

    @Test func oneLineJSONWithThreeHundredScreensRuns() throws {
        let screens = (0..<300).map { #"{"id": "s\#($0)", "policy": "portrait"}"# }
        let nav = #"{"id": "nav", "kind": "navigation", "children": ["s0"]}"#
        let steps = (1..<300).map { #"{"push": "s\#($0)"}"# }
        let json =
            #"{"name": "wide", "screens": [\#(([nav] + screens).joined(separator: ", "))], "root": "nav", "steps": [\#(steps.joined(separator: ", "))]}"#
        let scenario = try ScenarioParser(fileName: "wide.json").parse(json)
        #expect(scenario.screens.count == 301)
        #expect(Simulation.run(scenario).steps.count == 300)
    }

    @Test func nestingCountsRealLevelsAndNamesTheFormat() throws {
        let deepJSON = String(repeating: "[", count: 201) + String(repeating: "]", count: 201)
        let json = try #require(failure(deepJSON))
        #expect(json.key == "(json)")
        #expect(json.message == "expected at most 200 levels of nesting; this JSON nests deeper")
        let flowYAML = try #require(failure("a: " + deepJSON))
        #expect(flowYAML.key == "(yaml)")
        #expect(flowYAML.message.contains("this YAML nests deeper"))
        // 199 real levels pass, however many colons the line holds.
        let wide = "{" + (0..<500).map { "\"k\($0)\": 1" }.joined(separator: ", ") + "}"
        #expect(try read(String(repeating: "[", count: 198) + wide + String(repeating: "]", count: 198)) != nil)
        var block = ""
        for depth in 0..<201 { block += String(repeating: " ", count: depth) + "k:\n" }
        #expect(try #require(failure(block)).line == 201)
    }

    @Test func jsonSyntaxErrorsSayJSON() throws {
        let error = try #require(failure("{\"a\": 1,\n \"b\" 2}"))
        #expect(error.key == "(json)")
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("expected valid JSON; expected ':' after the key 'b'"))
        #expect(
            try #require(failure("{a: 1\n")).message.contains(
                "expected valid YAML; expected '}' to close the mapping opened on line 1"))
    }

    @Test(arguments: [
        ("a: !!str b\n", "tags (!)"), ("a: |\n  text\n", "block scalars"), ("a: >\n  text\n", "block scalars"),
        ("? a\n: b\n", "complex keys"), ("%YAML 1.2\n---\na: b\n", "directives"), ("a: b\n---\nc: d\n", "one document"),
        ("a: b\nb: c: d\n", "same line"), ("a:\n\t- b\n", "found a tab"), ("a: 'open\n", "closing '"),
        ("a: \"\\q\"\n", "unknown escape"), ("a: \"\\uD800\"\n", "low surrogate"),
        ("a: b\n  c: d\n", "indented further"),
        ("- a\nb: c\n", "end of the document"), ("[a: b]\n", "{ key: value }"), ("a: b\rc: d\n", "carriage return"),
        ("a: @b\n", "in quotes"), ("a: [[1] 2]\n", "expected ',' or ']'"),
    ])
    func unsupportedOrInvalidInputNamesTheLine(_ text: String, _ says: String) throws {
        let error = try #require(failure(text), "\(text.debugDescription) was read")
        #expect(error.message.contains(says), "\(error)")
        #expect(error.line >= 1)
    }

    @Test func duplicateKeysNameBothLines() throws {
        let error = try #require(failure("a: 1\nb: 2\na: 3\n"))
        #expect(error.line == 1)
        #expect(error.message.contains("'a' appears more than once (lines 1 and 3)"))
    }

    @Test func emptyDocumentsHaveNoNode() throws {
        for text in ["", "\n", "# c\n"] {
            #expect(try read(text) == nil, "\(text.debugDescription)")
        }
        for text in ["---\n", "--- # c\n", "~\n"] {
            #expect(ScenarioTestSupport.error(text)?.key == "(document)", "\(text.debugDescription)")
        }
    }
}
