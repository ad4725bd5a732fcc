import Foundation
import Testing

/// Each library's DocC landing page (`Sources/<T>/<T>.docc/<T>.md`) groups
/// its symbols by topic and lists every public type of the target, so a new
/// type cannot land without a place in the documentation (issue 20). The
/// documentation build (`scripts/build-docs`) checks that the links resolve.
@Suite struct DocCTopicsTests {
    static let targets = [
        "OrientationCore", "OrientationDriver", "OrientationKit", "OrientationTesting", "OrientationConformance",
    ]

    /// The names of the public types declared at the top level of a target's
    /// sources (the UIKit driver's files included: `#if` blocks are not indented).
    static func publicTypes(in target: String) throws -> Set<String> {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Sources/\(target)")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let kinds: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: Set<String> = []
        for file in files {
            var previous = ""
            for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                defer { previous = line }
                // Top level only: nested types are documented under their parent.
                guard line.hasPrefix("public ") || line.hasPrefix("@") else { continue }
                // SPI is not part of the documented API.
                guard !line.hasPrefix("@_spi"), !previous.hasPrefix("@_spi") else { continue }
                let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
                guard words.first == "public" else { continue }
                let rest = Array(words.dropFirst().drop { $0 == "final" })
                guard rest.count > 1, kinds.contains(rest[0]) else { continue }
                names.insert(String(rest[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    @Test(arguments: targets)
    func theLandingPageListsEveryPublicTypeUnderATopic(_ target: String) throws {
        let page = CommandRunner.packageRoot.appendingPathComponent("Sources/\(target)/\(target).docc/\(target).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let topics = try #require(text.range(of: "\n## Topics\n"), "\(target).md has no Topics section")
        let listed = String(text[topics.upperBound...])
        #expect(listed.contains("\n### "), "\(target).md groups no symbols under a topic heading")
        let types = try Self.publicTypes(in: target)
        #expect(!types.isEmpty)
        let missing = types.filter { !listed.contains("``\($0)``") }.sorted()
        #expect(missing.isEmpty, "\(target).md lists no topic for \(missing)")
    }

    /// The landing pages link to the repository's documents by their
    /// GitHub address; each must name a file that exists.
    @Test(arguments: targets)
    func theLandingPageLinksToDocumentsThatExist(_ target: String) throws {
        let page = CommandRunner.packageRoot.appendingPathComponent("Sources/\(target)/\(target).docc/\(target).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let prefix = "](https://github.com/swift-orientation/swift-orientation/blob/main/"
        let paths = text.components(separatedBy: prefix).dropFirst().map { String($0.prefix { $0 != ")" }) }
        #expect(paths.contains("docs/Architecture.md"), "\(target).md does not link to docs/Architecture.md")
        for path in paths {
            #expect(
                FileManager.default.fileExists(atPath: CommandRunner.packageRoot.appendingPathComponent(path).path),
                "\(target).md links to \(path), which does not exist")
        }
    }
}
