import Foundation
import OrientationTesting
import Testing

/// The text table and JSON object `orientation simulate` prints.
@Suite struct ReportFormatterTests {
    static let report = SimulationReport(
        scenario: nil, os: 15, idiom: .pad, library: false,
        steps: [
            StepRecord(
                index: 0, event: "start", visible: "home", deciding: nil, owner: "tabs",
                supported: .all, orientation: .portrait, device: .portrait),
            StepRecord(
                index: 1, event: "present login fullScreen", line: 7, visible: "login", deciding: "login",
                owner: "login", supported: .portrait, orientation: .portrait, device: .landscapeLeft,
                diagnostics: ["note \"quoted\""],
                exception: "preferredInterfaceOrientationForPresentation 'landscapeRight' must match"),
        ],
        passed: 2,
        failures: [ExpectationFailure(line: 9, key: "orientation", expected: "landscapeRight", actual: "portrait")])

    @Test func textTableHasOneRowPerStep() {
        let lines = ReportTextFormatter().format(Self.report).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        #expect(lines[0] == "Scenario: iOS 15, pad, plain UIKit")
        #expect(
            lines[2].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                == ReportTextFormatter.columns)
        #expect(lines[4].hasPrefix("0     start  "))
        #expect(lines[5].hasPrefix("1     present login fullScreen  login  "))
        #expect(lines[5].contains("UIKit raises: preferredInterfaceOrientationForPresentation"))
        #expect(lines.contains("expectations: 2 passed, 1 failed"))
        #expect(lines.contains("  FAILED line 9: orientation: expected landscapeRight, got portrait"))
        #expect(lines.contains { $0.hasPrefix("unexpected exception at step 1 (present login fullScreen)") })
        #expect(lines.contains("result: FAILED"))
    }

    @Test func columnsLineUp() {
        let lines = ReportTextFormatter().format(Self.report).split(separator: "\n").map(String.init)
        let header = lines[1]
        let column = header.range(of: "supported")?.lowerBound.utf16Offset(in: header)
        for row in lines[3...4] {
            let index = row.index(row.startIndex, offsetBy: column ?? 0)
            #expect(row[index...].hasPrefix("all") || row[index...].hasPrefix("portrait"), "\(row)")
        }
    }

    @Test func maskNames() {
        #expect(ReportTextFormatter.maskName(.landscape) == "landscape")
        #expect(ReportTextFormatter.maskName(.allButUpsideDown) == "allButUpsideDown")
        #expect(ReportTextFormatter.maskName([.portrait, .landscapeLeft]) == "portrait,landscapeLeft")
        #expect(ReportTextFormatter.maskName([]) == "none")
    }

    @Test func jsonFollowsScenariosMD() throws {
        let text = ReportJSONFormatter().format(Self.report)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["scenario"] is NSNull)
        #expect(json["os"] as? Int == 15)
        #expect(json["idiom"] as? String == "pad")
        #expect(json["library"] as? Bool == false)
        let expectations = try #require(json["expectations"] as? [String: Int])
        #expect(expectations == ["passed": 2, "failed": 1])
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.count == 2)
        #expect(steps[0]["deciding"] is NSNull)
        #expect(steps[0]["exception"] is NSNull)
        #expect(steps[0]["owner"] as? String == "tabs")
        #expect(
            steps[0]["supported"] as? [String] == ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"])
        #expect(steps[1]["diagnostics"] as? [String] == ["note \"quoted\""])
        #expect((steps[1]["exception"] as? String)?.hasPrefix("preferredInterface") == true)
        #expect(json["unexpectedExceptions"] as? [Int] == [1])
        #expect(
            text.hasPrefix(
                "{\n  \"scenario\": null,\n  \"os\": 15,\n  \"idiom\": \"pad\",\n  \"library\": false,\n  \"steps\": [")
        )
    }
}
