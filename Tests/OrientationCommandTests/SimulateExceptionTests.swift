import Foundation
import Testing

/// UIKit exceptions decide the exit status unless an `expect` anticipates them.
@Suite struct SimulateExceptionTests {
    static let plain = """
        app: { supported: [portrait], library: false }
        screens:
          - { id: home, policy: portrait }
          - { id: player, policy: landscape }
        root: home
        steps:
          - present: player

        """

    @Test func unexpectedExceptionExitsOne() throws {
        let path = try CommandRunner.temporaryFile("raises.yaml", Self.plain)
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 1)
        let text = output.stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            text.contains(
                "unexpected exception at step 1 (present player fullScreen), line 7: UIApplicationInvalidInterfaceOrientation: Supported orientations has no common orientation"
            ))
    }

    @Test func anticipatedExceptionExitsZero() throws {
        let path = try CommandRunner.temporaryFile(
            "raises.yaml", Self.plain + "  - expect: { exception: no common orientation }\n")
        let output = try CommandRunner.run(["simulate", path, "--format", "json"])
        #expect(output.status == 0, "\(output.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect((steps.last?["exception"] as? String)?.contains("no common orientation") == true)
    }
}
