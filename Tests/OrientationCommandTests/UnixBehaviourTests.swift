import Foundation
import OrientationCore
import Testing

/// `orientation` as a Unix tool (issue 14 items 4-6): standard input, the
/// version, JSON errors, exit codes, write failures, safe text.
@Suite struct UnixBehaviourTests {
    static let app = """
        screens:
          - { id: nav, kind: navigation, children: [list] }
          - { id: list, policy: portrait }
          - { id: player, policy: landscape }
        root: nav
        steps:

        """

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test func versionIsThePackageVersion() throws {
        let output = try CommandRunner.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == OrientationPackage.version + "\n")
        let report = try json(try CommandRunner.run(["simulate", "--format", "json"]).stdout)
        #expect(report["version"] as? String == OrientationPackage.version)
    }

    @Test func dashReadsStandardInput() throws {
        let screens = (0..<300).map { #"{"id": "s\#($0)"}"# }.joined(separator: ", ")
        let oneLine =
            #"{"screens": [{"id": "nav", "kind": "navigation", "children": ["s0"]}, \#(screens)], "root": "nav", "steps": [{"push": "s1"}]}"#
        let output = try CommandRunner.run(["simulate", "-", "--format", "json"], input: oneLine)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try json(output.stdout)["steps"] as? [Any] != nil)
        let broken = try CommandRunner.run(["simulate", "-"], input: "screens: [\n")
        #expect(broken.status == 2)
        #expect(
            broken.stderr.hasPrefix(
                "<stdin>:2: (yaml): expected valid YAML; expected ']' to close the list opened on line 1"))
    }

    @Test func invalidFileInJSONIsOneObjectExitingTwo() throws {
        let path = try CommandRunner.temporaryFile(
            "bad.yaml", Self.app + "  - present: { screen: player, style: sideways }\n")
        let output = try CommandRunner.run(["simulate", path, "--format", "json"])
        #expect(output.status == 2)
        let object = try json(output.stdout)
        #expect(object["file"] as? String == path)
        #expect(object["line"] as? Int == 7)
        #expect(object["key"] as? String == "steps[0].present.style")
        #expect((object["message"] as? String)?.hasSuffix("got 'sideways'") == true)
        #expect(output.stderr.isEmpty)
    }

    @Test func failedExpectationsAreObjects() throws {
        let path = try CommandRunner.temporaryFile(
            "fail.yaml", Self.app + "  - push: player\n  - expect: { visible: list }\n")
        let output = try CommandRunner.run(["simulate", path, "--format", "json"])
        #expect(output.status == 1)
        let failures = try #require(try json(output.stdout)["failures"] as? [[String: Any]])
        #expect(failures.count == 1)
        #expect(failures.first?["step"] as? Int == 1)
        #expect(failures.first?["line"] as? Int == 8)
        #expect(failures.first?["key"] as? String == "visible")
        #expect(failures.first?["expected"] as? String == "list")
        #expect(failures.first?["actual"] as? String == "player")
    }

    @Test func pushingTheSameScreenTwiceExitsOneNamingTheLine() throws {
        let path = try CommandRunner.temporaryFile("twice.yaml", Self.app + "  - push: player\n  - push: player\n")
        let output = try CommandRunner.run(["simulate", path], environment: ["COLUMNS": "300"])
        #expect(output.status == 1)
        #expect(
            output.stdout.contains(
                "unexpected exception at step 2 (push player), line 8: NSInvalidArgumentException: "
                    + "Pushing the same view controller instance more than once is not supported (player)"))
    }

    @Test(arguments: [
        ("  - pop\n", "steps[0].pop", "holds only its root view controller"),
        ("  - dismiss\n", "steps[0].dismiss", "nothing is presented"),
        ("  - selectTab: 3\n", "steps[0].selectTab", "no tab bar controller is visible"),
    ])
    func stepsUIKitIgnoresAreInvalidFiles(_ step: String, _ key: String, _ says: String) throws {
        let path = try CommandRunner.temporaryFile("ignored.yaml", Self.app + step)
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("\(path):7: \(key): expected a step UIKit carries out; "))
        #expect(output.stderr.contains(says))
    }

    @Test func emptySupportedListIsAnErrorNamingTheLine() throws {
        let path = try CommandRunner.temporaryFile("empty.yaml", "app:\n  supported: []\n" + Self.app)
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 2)
        #expect(
            output.stderr.hasPrefix("\(path):2: app.supported: expected at least one orientation; got an empty list"))
    }

    @Test func usageErrorExitsSixtyFourAndHelpListsEveryExitCode() throws {
        let usage = try CommandRunner.run(["simulate", "--format", "xml"])
        #expect(usage.status == 64)
        for command in [["--help"], ["simulate", "--help"], ["lint", "--help"]] {
            let help = try CommandRunner.run(command).stdout
            for code in ["0 ", "1 ", "2 ", "64", "74"] {
                #expect(help.contains("\n  \(code)"), "\(command) lacks exit status \(code)")
            }
        }
    }

    @Test func aFailedWriteExitsNonZeroWithAMessage() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let output = try CommandRunner.run(["simulate"], standardOutput: "/dev/full")
        #expect(output.status == 74)
        #expect(output.stderr.hasPrefix("orientation: cannot write the output: "))
        let lint = try CommandRunner.run(["lint", "no/Info.plist", "--format", "json"], standardOutput: "/dev/full")
        #expect(lint.status == 74)
    }

    @Test func textEscapesControlCharactersAndWrapsToTheWidth() throws {
        let scenario =
            "name: \"evil\\u001B[2Jname\"\n"
            + Self.app.replacingOccurrences(of: "list, policy", with: "\"li\\nst\", policy")
            .replacingOccurrences(of: "children: [list]", with: "children: [\"li\\nst\"]")
            + "  - push: player\n  - rotate: portrait\n"
        let path = try CommandRunner.temporaryFile("escape.yaml", scenario)
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(output.stdout.hasPrefix("evil\\u{1B}[2Jname: "))
        #expect(output.stdout.contains("li\\nst"))
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        let wide = try CommandRunner.run(["simulate", path], environment: ["COLUMNS": "300"])
        #expect(wide.stdout.split(separator: "\n").contains { $0.hasPrefix("step  event") })
    }
}
