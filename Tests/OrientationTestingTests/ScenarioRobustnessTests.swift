import Foundation
import OrientationTesting
import Testing

/// No input crashes or hangs the parser: every bad file is a ScenarioError.
@Suite struct ScenarioRobustnessTests {
    private func parse(_ data: Data) -> Result<Scenario, ScenarioError> {
        do {
            return .success(try ScenarioParser(fileName: "junk.yaml").parse(data: data))
        } catch let error as ScenarioError {
            return .failure(error)
        } catch {
            Issue.record("not a ScenarioError: \(error)")
            return .failure(ScenarioError(file: "", line: 0, key: "", message: ""))
        }
    }

    private func error(_ text: String) -> ScenarioError? {
        if case .failure(let error) = parse(Data(text.utf8)) { return error }
        return nil
    }

    @Test func invalidUTF8NamesItsLine() throws {
        var data = Data("screens: [{ id: a }]\nroot: a\nname: ".utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0x80])
        guard case .failure(let error) = parse(data) else {
            Issue.record("parsed")
            return
        }
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("junk.yaml:3: (file): expected UTF-8 text"))
    }

    @Test func emptyAndBlankFiles() {
        for text in ["", "\n\n", "# only a comment\n", "~\n", "---\n"] {
            #expect(error(text)?.key == "(document)", "\(text.debugDescription)")
        }
    }

    @Test func binaryJunkIsAnError() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let count = Int(generator.next() % 300)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if case .success = parse(Data(bytes)) { Issue.record("junk parsed: \(bytes)") }
        }
    }

    @Test func controlCharactersAndNulBytes() {
        #expect(error("screens: [{ id: \u{0}a }]\nroot: a\n") != nil)
        #expect(error("\u{1}\u{2}\u{3}") != nil)
    }

    @Test func deepFlowNestingIsRefused() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let found = try #require(error("screens: " + deep + "\nroot: a\n"))
        #expect(found.key == "(yaml)")
        #expect(found.line == 1)
        #expect(found.message.contains("nesting"))
    }

    @Test func nestingUnderTheLimitIsComposedThenRejectedByShape() throws {
        let nested = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
        let found = try #require(error("screens: " + nested + "\nroot: a\n"))
        #expect(found.key == "screens[0]")
    }

    @Test func deepBlockNestingIsRefused() throws {
        let compact = "screens:\n  " + String(repeating: "- ", count: 50_000) + "a\nroot: a\n"
        #expect(try #require(error(compact)).message.contains("nesting"))
        var indented = "screens:\n"
        for depth in 1...400 { indented += String(repeating: " ", count: depth) + "k:\n" }
        #expect(try #require(error(indented)).message.contains("nesting"))
    }

    @Test func bracketsInsideStringsCannotHideNesting() throws {
        // Each level holds a quoted value full of closing brackets, then the next level.
        let trick = String(repeating: "[ 'x'']]]', ", count: 300) + String(repeating: "]", count: 300)
        #expect(try #require(error("screens: " + trick + "\nroot: a\n")).message.contains("nesting"))
    }

    @Test func collectionAnchorsAreRefused() throws {
        let bomb = """
            a: &a [x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
            ? [*c, *c, *c, *c, *c, *c, *c, *c, *c]
            : 1
            """
        let found = try #require(error(bomb))
        #expect(found.line == 1)
        #expect(found.message.contains("anchors"))
    }

    @Test func collectionAnchorsAreFoundInEveryPosition() {
        for text in [
            "a: &x\n  - 1\n", "- &x [1]\n", "[&x [1]]\n", "{a: &x {b: 1}}\n", "{\"a\":&x [1]}\n",
            "a: !!seq &x [1]\n", "--- &x [1]\n", "&x\n- 1\n",
        ] {
            #expect(error(text)?.message.contains("anchors") == true, "\(text.debugDescription)")
        }
    }

    @Test func longTagChainsBeforeAnAnchorAreScannedSafely() {
        let line = "a: " + String(repeating: "!t ", count: 200_000) + "&x [1]\n"
        #expect(error(line) != nil)
    }

    @Test func ampersandsInTextAreNotAnchors() throws {
        let yaml = "name: Tom &Jerry\nscreens: [{ id: a }]\nroot: a\n"
        #expect(try ScenarioParser().parse(yaml).name == "Tom &Jerry")
    }

    @Test func scalarAnchorsAndAliasesAreRefusedNamingTheLine() throws {
        let anchor = try #require(error("screens: [{ id: player }]\nroot: &p player\n"))
        #expect(anchor.line == 2)
        #expect(anchor.message.contains("anchors (&)"))
        let alias = try #require(error("screens: [{ id: player }]\nname: x\nroot: *p\n"))
        #expect(alias.line == 3)
        #expect(alias.message.contains("aliases (*)"))
    }

    @Test func hugeNumbersAndLongStrings() throws {
        #expect(error("device: { os: 1e400 }\nscreens: [{ id: a }]\nroot: a\n")?.key == "device.os")
        #expect(
            error("steps: [{ selectTab: 123456789012345678901234567890 }]\nscreens: [{ id: a }]\nroot: a\n")?.key
                == "steps[0].selectTab")
        let long = String(repeating: "x", count: 10_000)
        let found = try #require(error("screens: [{ id: a }]\nroot: \(long)\n"))
        #expect(found.message.count < 200)
    }

    @Test func oversizedFilesAreRefused() throws {
        let found = try #require(ScenarioTestSupport.error(String(repeating: "# pad\n", count: 200_000)))
        #expect(found.key == "(file)")
        #expect(found.message.contains("at most"))
    }

    @Test func specialFilesAreRefusedWithoutReading() throws {
        for path in ["/dev/zero", FileManager.default.temporaryDirectory.path] {
            do {
                _ = try Scenario.load(contentsOf: URL(fileURLWithPath: path), fileName: "special")
                Issue.record("\(path) loaded")
            } catch let error as ScenarioError {
                #expect(error.description.hasPrefix("special: (file): expected a regular file"))
            }
        }
    }

    @Test func symlinksToScenariosAreFollowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.yaml")
        try Data("screens: [{ id: a }]\nroot: a\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.yaml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try Scenario.load(contentsOf: link).root == "a")
    }

    @Test func multipleDocumentsAreAnError() {
        #expect(error("screens: [{ id: a }]\nroot: a\n---\nroot: b\n")?.key == "(yaml)")
    }
}

/// A small deterministic generator for junk input.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
