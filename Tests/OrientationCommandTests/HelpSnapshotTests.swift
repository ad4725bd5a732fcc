import Foundation
import Testing

/// `--help` output compared with the snapshots checked in under `Snapshots/`.
///
/// Snapshots are Swift files (raw string literals), so the package has no
/// unhandled resource files. To regenerate after a deliberate change, run
/// `SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests`, then run the
/// tests again (the new literals are compiled in) and commit `Snapshots/`.
@Suite struct HelpSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    @Test(arguments: [
        (["--help"], "orientationHelp"),
        (["simulate", "--help"], "simulateHelp"),
        (["lint", "--help"], "lintHelp"),
    ])
    func helpMatchesSnapshot(_ arguments: [String], _ name: String) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 0)
        #expect(output.stdout.contains("Examples:"))
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try HelpSnapshot.record(output.stdout, named: name, in: Self.snapshots)
            return
        }
        let expected = try #require(HelpSnapshot.all[name], "no snapshot \(name); record with SNAPSHOT_RECORD=1")
        #expect(output.stdout == expected, "run SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests to update")
    }
}

/// The recorded help texts, one `Snapshots/<Name>.swift` file each.
enum HelpSnapshot {
    /// Every snapshot by name.
    static var all: [String: String] {
        ["orientationHelp": orientationHelp, "simulateHelp": simulateHelp, "lintHelp": lintHelp]
    }

    /// Writes `Snapshots/<Name>.swift` holding `text` as a raw string literal.
    static func record(_ text: String, named name: String, in folder: URL) throws {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "        " + $0 }
            .joined(separator: "\n")
        let source = """
            // Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
            extension HelpSnapshot {
                static let \(name) = #\"\"\"
            \(body)
                    \"\"\"#
            }

            """
        let file = folder.appendingPathComponent(name.prefix(1).uppercased() + name.dropFirst() + ".swift")
        try Data(source.utf8).write(to: file)
    }
}
