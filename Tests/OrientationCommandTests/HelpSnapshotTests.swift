import Foundation
import Testing

/// `--help` output compared with the files in `Snapshots/`.
///
/// To regenerate after a deliberate change, run
/// `SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests` and commit the files.
@Suite struct HelpSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: [
        (["--help"], "orientation-help.txt"),
        (["simulate", "--help"], "simulate-help.txt"),
        (["lint", "--help"], "lint-help.txt"),
    ])
    func helpMatchesSnapshot(_ arguments: [String], _ name: String) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 0)
        #expect(output.stdout.contains("Examples:"))
        let file = Self.snapshots.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try Data(output.stdout.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(output.stdout == expected, "run SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests to update")
    }
}
