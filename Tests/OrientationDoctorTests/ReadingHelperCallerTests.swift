import Foundation
import Testing

@testable import OrientationDoctor

/// A call of the app's function that only reads or observes the orientation has nothing to rewrite: it is listed
/// with the read it reaches (the read's callers), in the message, in JSON and in SARIF, and is no finding of its
/// own. A call of a function that acts (turns a view, rotates the device) stays a finding (ORI-734).
@Suite struct ReadingHelperCallerTests {
    static let folder = Fixtures.heldOutPatterns.appendingPathComponent("HelperCalls").path

    @Test func aReadIsListedWithItsCallersAndAnActingHelpersCallsStayFindings() throws {
        let scan = PatternScan("HelperCalls")
        try scan.expectOnlyTheMarkers()
        let read = try #require(scan.findings.first { $0.code == "ORI-713" && $0.file.hasSuffix("/PlayerView.swift") })
        #expect(read.callers.map(\.line) == [17, 22])
        #expect(read.callers.allSatisfy { $0.function == "PlayerView.isFullScreen" })
        #expect(read.message.contains("; PlayerView.isFullScreen is called at PlayerView.swift:17, 22 ["))
        let turn = try #require(scan.findings.first { $0.code == "ORI-722" })
        #expect(turn.callers.isEmpty, "the calls of a function that turns a view are findings")
        #expect(scan.at("PlayerView.swift", "enterFullscreen() // expect") == ["ORI-734"])
        #expect(scan.at("PlayerView.swift", "if isFullScreen { return }").isEmpty)
        let global = try #require(
            scan.findings.first { finding in finding.callers.contains { $0.file.hasSuffix("/FeedController.swift") } })
        #expect(global.message.contains("interfaceIsLandscapeNow is called at FeedController.swift:10"))
    }

    @Test func callersAreInJSONAndSARIF() throws {
        let json = try DoctorCommand.run(
            ["doctor", Self.folder, "--format", "json", "--fail-on", "never"], in: Fixtures.packageRoot)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["callers"] is [Any] }, "every finding has the array")
        let read = try #require(findings.first { ($0["callers"] as? [Any])?.count == 2 })
        let callers = try #require(read["callers"] as? [[String: Any]])
        #expect(callers.map { $0["line"] as? Int } == [17, 22])
        #expect(callers.allSatisfy { ($0["file"] as? String)?.hasSuffix("PlayerView.swift") == true })
        #expect(callers.allSatisfy { $0["function"] as? String == "PlayerView.isFullScreen" })
        #expect(!findings.contains { $0["code"] as? String == "ORI-734" && $0["line"] as? Int == 17 })

        let sarif = try DoctorCommand.run(
            ["doctor", Self.folder, "--format", "sarif", "--fail-on", "never"], in: Fixtures.packageRoot)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let result = try #require(results.first { ($0["ruleId"] as? String) == "ORI-713" })
        let locations = try #require(result["relatedLocations"] as? [[String: Any]])
        let texts = locations.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts == Array(repeating: "calls PlayerView.isFullScreen, which reaches this site", count: 2))
        #expect(locations.compactMap { $0["id"] as? Int } == [0, 1])
    }

    @Test func aReportWithoutCallersStillDecodesAndCallersRoundTrip() throws {
        let old = Data(
            #"{"file":"A.swift","line":3,"column":1,"code":"ORI-719","severity":"warning","today":"reads","breakage":"","replacement":"","isMechanical":false,"documentation":"docs/doctor/ORI-719.md"}"#
                .utf8)
        var decoded = try JSONDecoder().decode(DoctorFinding.self, from: old)
        #expect(decoded.callers.isEmpty)
        decoded.callers = [
            .init(file: "App/B.swift", line: 9, function: "B.isWide"),
            .init(file: "App/C.swift", line: 4, function: "B.isWide"),
            .init(file: "App/B.swift", line: 12, function: "B.isWide"),
            .init(file: "App/D.swift", line: 1, function: "layout"),
        ]
        let again = try JSONDecoder().decode(DoctorFinding.self, from: JSONEncoder().encode(decoded))
        #expect(again == decoded)
        #expect(
            again.message == "reads; B.isWide is called at B.swift:9, 12 and C.swift:4; layout is called at D.swift:1")
    }
}
