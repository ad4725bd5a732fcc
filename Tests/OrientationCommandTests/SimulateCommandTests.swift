import Foundation
import Testing

/// `orientation simulate`, end to end: exit codes and what it prints.
@Suite struct SimulateCommandTests {
    static let listAndPlayer = """
        name: Exit codes
        screens:
          - { id: nav, kind: navigation, children: [list] }
          - { id: list, policy: portrait }
          - { id: player, policy: landscape }
        root: nav
        steps:
          - push: player

        """

    @Test func builtInScenarioPassesAndPrintsATable() throws {
        let output = try CommandRunner.run(["simulate"], environment: ["COLUMNS": "200"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Video app: iOS 17, phone, library")
        #expect(
            lines.contains {
                $0.hasPrefix("step  event") && $0.hasSuffix("device  diagnostics")
                    || $0.contains("orientation") && $0.hasPrefix("step")
            })
        #expect(lines.contains { $0.hasPrefix("expectations: ") && $0.hasSuffix(" 0 failed") })
        #expect(lines.last == "result: ok")
    }

    @Test func builtInScenarioMatchesTheExampleFile() throws {
        let builtIn = try CommandRunner.run(["simulate", "--format", "json"])
        let file = try CommandRunner.run(["simulate", "Examples/Scenarios/video-app.yaml", "--format", "json"])
        #expect(builtIn.status == 0)
        #expect(builtIn.stdout == file.stdout)
    }

    @Test func heldExpectationsExitZero() throws {
        let path = try CommandRunner.temporaryFile("ok.yaml", Self.listAndPlayer + "  - expect: { visible: player }\n")
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.contains("1 passed, 0 failed"))
    }

    @Test func failedExpectationExitsOne() throws {
        let path = try CommandRunner.temporaryFile("fail.yaml", Self.listAndPlayer + "  - expect: { visible: list }\n")
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 1, "\(output.stdout)")
        #expect(output.stdout.contains("0 passed, 1 failed"))
        #expect(output.stdout.contains("line 9: visible: expected list"))
        #expect(output.stdout.hasSuffix("result: FAILED\n"))
    }

    @Test func invalidFileExitsTwoNamingFileLineAndKey() throws {
        let path = try CommandRunner.temporaryFile(
            "broken.yaml", Self.listAndPlayer + "  - present: { screen: player, style: sideways }\n")
        let output = try CommandRunner.run(["simulate", path])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr.hasPrefix("\(path):9: steps[1].present.style: expected one of fullScreen, overFullScreen"))
        #expect(output.stderr.hasSuffix("got 'sideways'\n"))
        #expect(!output.stderr.contains("Fatal error"))
    }

    @Test func missingAndBinaryFilesExitTwo() throws {
        let missing = try CommandRunner.run(["simulate", "no/such/file.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("no/such/file.yaml: (file): "))
        let junk = try CommandRunner.temporaryFile("junk.yaml", "\u{7F}ELF\u{0}\u{1}\u{2}")
        let binary = try CommandRunner.run(["simulate", junk])
        #expect(binary.status == 2)
        #expect(binary.stderr.hasPrefix("\(junk):1: "))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let output = try CommandRunner.run(["simulate", "--format", "xml"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("xml"))
    }
}
