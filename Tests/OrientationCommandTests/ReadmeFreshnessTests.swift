import Foundation
import Testing

/// The README shows what the package does today: its `simulate` output is
/// the command's output, and its test example is the one the suite runs.
@Suite struct ReadmeFreshnessTests {
    static func file(_ path: String) throws -> String {
        try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced code blocks of a Markdown text, without their fences.
    static func codeBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = []
                }
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without trailing spaces, blank lines at either end dropped.
    static func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    @Test("the README's simulate table is what `orientation simulate` prints")
    func simulateOutputIsFresh() throws {
        let readme = try Self.file("README.md")
        let shown = Self.codeBlocks(readme).first { $0.hasPrefix("Video app:") }
        #expect(shown != nil, "README.md no longer shows the output of `swift run orientation simulate`")
        let output = try CommandRunner.run(["simulate"], environment: ["COLUMNS": "400"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            shown.map(Self.normalized) == Self.normalized(output.stdout),
            "README.md shows a stale run: paste the output of `swift run orientation simulate`")
    }

    @Test("the README's test example is the test the suite runs")
    func testExampleIsFresh() throws {
        let readme = try Self.file("README.md")
        let shown = Self.codeBlocks(readme).first { $0.contains("@Test func playerComesBackInLandscape") }
        let suite = try Self.file("Tests/OrientationTestingTests/ReadmeExampleTests.swift")
        let start = suite.range(of: "@Test func playerComesBackInLandscape")
        let marker = shown?.range(of: "@Test func playerComesBackInLandscape")
        #expect(marker != nil && start != nil)
        guard let shown, let marker, let start else { return }
        let run = Self.normalized(String(suite[start.lowerBound...]))
        #expect(
            Self.normalized(String(shown[marker.lowerBound...])) == run,
            "README.md's test example differs from Tests/OrientationTestingTests/ReadmeExampleTests.swift")
    }
}
