import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import OrientationDoctor

/// The doctor's fast replacements of swift-syntax and Foundation calls
/// (node text from the parser's bytes, a line table from one scan of the
/// text, byte searches) answer exactly as the calls they replace, on every
/// node of every Swift fixture and on awkward input.
@Suite struct FastTextTests {
    /// Every Swift fixture, and snippets with odd line breaks, broken syntax and non-ASCII text.
    static func sources() throws -> [String] {
        var sources = [
            "let a = 1\r\nlet b = 2\rlet c = 3\n\n/* x\r\n y */ let d = \"\"\"\n  é\r\n  \"\"\"\n",
            "func f( {\n  x = \n  let = 3\n  UIDevice.current.orientation\n}\n#if false\nlet y = 1\n#endif\n",
            "class A: B<C>, D.E, F {\n  // ünïcödé\n  var g: [Int] = [] // trailing\n}\n",
            "", "\n", "x", "  ", "@main struct App: SwiftUI.App { var body: some Scene { WindowGroup {} } }",
        ]
        let files = FileManager.default.enumerator(at: Fixtures.root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.pathExtension == "swift" { sources.append(try String(contentsOf: file, encoding: .utf8)) }
        }
        return sources
    }

    @Test func nodeTextIsTheDescription() throws {
        for source in try Self.sources() {
            let tree = Parser.parse(source: source)
            for node in AllNodes.of(tree) {
                #expect(node.trimmedText == node.trimmedDescription)
                #expect(node.sourceText == node.description)
            }
        }
    }

    @Test func lineTableMatchesTheConverter() throws {
        for source in try Self.sources() {
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
            let table = LineTable(source)
            for offset in -1...(source.utf8.count + 1) {
                let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
                let found = table.location(of: offset)
                #expect(found.line == expected.line && found.column == expected.column, "offset \(offset)")
            }
        }
    }

    @Test func fastContainsIsContains() {
        let haystacks = ["", "a", "supportedInterfaceOrientations", "xxSwizzle", "é swizzl", "Cafe\u{301}", "caf"]
        let needles = ["a", "swizzl", "Orientations", "Cafe", "caf", "é", "e"]
        for haystack in haystacks {
            for needle in needles {
                #expect(haystack.fastContains(needle) == haystack.contains(needle), "\(haystack) / \(needle)")
            }
        }
    }

    @Test func firstLinesSplitAsCharactersDo() {
        let texts = ["", "\n", "a\nb", "a\r\nb\nc", "a\rb\n\n", (1...20).map(String.init).joined(separator: "\n")]
        for text in texts {
            let expected = Array(
                text.split(separator: "\n", maxSplits: 12, omittingEmptySubsequences: false).prefix(12))
            #expect(GeneratedFile.firstLines(text, 12) == expected, "\(text.debugDescription)")
        }
    }
}

/// Every node of a tree, tokens included, as the doctor's visitors see it.
private final class AllNodes: SyntaxAnyVisitor {
    var nodes: [Syntax] = []

    static func of(_ tree: some SyntaxProtocol) -> [Syntax] {
        let visitor = AllNodes(viewMode: .all)
        visitor.walk(tree)
        return visitor.nodes
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes.append(node)
        return .visitChildren
    }
}
