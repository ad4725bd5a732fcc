import Foundation
import Testing

@testable import OrientationDoctor

/// The three formats and the exit statuses of `orientation doctor`.
@Suite struct OutputFormatTests {
    static let sites = Fixtures.sites.path

    @Test func textLinesAreInXcodesForm() throws {
        let output = try DoctorCommand.run(["doctor", Self.sites, "--fail-on", "never"], in: Fixtures.packageRoot)
        #expect(output.status == 0)
        let pattern = try Regex(
            #"^[^:]+:\d+:\d+: (error|warning|note): .+ \[ORI-\d{3}\] docs/doctor/[A-Za-z0-9-]+\.md$"#)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(lines.count == SiteDetectionTests.report.findings.count)
        for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        #expect(output.stdout.contains("Migration order:\n  1. Adopt the scene life cycle"))
        #expect(output.stdout.contains("What breaks when:\n  iOS 8:"))
    }

    @Test func docsURLPrefixesTheLinks() throws {
        let output = try DoctorCommand.run(
            [
                "doctor", Self.sites, "--no-summary", "--fail-on", "never",
                "--docs-url", "https://example.com/so/blob/main",
            ], in: Fixtures.packageRoot)
        #expect(
            output.stdout.split(separator: "\n").allSatisfy {
                $0.hasSuffix(".md") && $0.contains("https://example.com/so/blob/main/docs/doctor/")
            })
    }

    @Test func jsonHasEveryFieldOfEveryFinding() throws {
        let output = try DoctorCommand.run(["doctor", Self.sites, "--format", "json"], in: Fixtures.packageRoot)
        #expect(output.status == 1, "the fixtures hold errors; --fail-on defaults to error")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == SiteDetectionTests.report.findings.count)
        for finding in findings {
            for key in ["file", "code", "severity", "today", "breakage", "replacement", "documentation", "message"] {
                #expect(finding[key] is String, "\(key)")
            }
            #expect((finding["line"] as? Int ?? 0) >= 1)
            #expect((finding["column"] as? Int ?? 0) >= 1)
            #expect(finding["mechanical"] is Bool)
        }
        let summary = try #require(root["summary"] as? [String: Any])
        #expect((summary["migrationOrder"] as? [Any])?.isEmpty == false)
        #expect((root["files"] as? [String: Int])?["swift"] == 6)
    }

    /// SARIF 2.1.0's required properties and value constraints, checked
    /// against the schema's rules (sarif-schema-2.1.0.json).
    @Test func sarifHasTheSchemasRequiredProperties() throws {
        let output = try DoctorCommand.run(
            [
                "doctor", Self.sites, "--format", "sarif", "--fail-on", "never",
                "--docs-url", "https://example.com/docs",
            ], in: Fixtures.packageRoot)
        #expect(output.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String).flatMap(URL.init(string:))?.scheme == "https")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["name"] as? String)?.isEmpty == false)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        var ruleIDs: [String] = []
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            ruleIDs.append(id)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
            let help = try #require(rule["helpUri"] as? String)
            #expect(URL(string: help)?.scheme == "https", "helpUri is an absolute URI")
        }
        #expect(Set(ruleIDs).count == ruleIDs.count, "rule ids are unique")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        for (_, base) in bases {
            let uri = try #require(base["uri"] as? String)
            #expect(uri.hasPrefix("file://") && uri.hasSuffix("/"), "a base URI is absolute and ends with a slash")
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == SiteDetectionTests.report.findings.count)
        for result in results {
            let message = try #require(result["message"] as? [String: Any])
            #expect((message["text"] as? String)?.isEmpty == false, "message.text is required")
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(index >= 0 && index < ruleIDs.count && ruleIDs[index] == ruleID)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(URL(string: uri) != nil, "a valid URI reference")
            if let base = artifact["uriBaseId"] as? String { #expect(bases[base] != nil) }
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    /// A helper call's related sites: a `related` array in JSON, `relatedLocations` in SARIF, and a
    /// report written before they existed still decodes.
    @Test func relatedSitesAreInJSONAndSARIF() throws {
        let folder = Fixtures.heldOutPatterns.appendingPathComponent("HelperCallRelated").path
        let json = try DoctorCommand.run(
            ["doctor", folder, "--format", "json", "--fail-on", "never"], in: Fixtures.packageRoot)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        let related = findings.compactMap { $0["related"] as? [[String: Any]] }
        #expect(related.count == findings.count, "every finding has the array")
        let call = try #require(findings.first { ($0["related"] as? [Any])?.count == 3 })
        let first = try #require((call["related"] as? [[String: Any]])?.first)
        #expect(first["code"] as? String == "ORI-711")
        #expect((first["file"] as? String)?.hasSuffix("FullScreenSwitch.swift") == true)
        #expect(first["function"] as? String == "FullScreenSwitch.goLandscape")
        #expect((first["line"] as? Int ?? 0) > 1 && first["today"] is String)

        let sarif = try DoctorCommand.run(
            ["doctor", folder, "--format", "sarif", "--fail-on", "never"], in: Fixtures.packageRoot)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let locations = results.compactMap { $0["relatedLocations"] as? [[String: Any]] }
        #expect(locations.map(\.count).sorted() == [2, 3, 4], "the two helper calls and the lock helper's call")
        for location in locations.joined() {
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
            #expect(((location["message"] as? [String: Any])?["text"] as? String)?.contains("[ORI-7") == true)
        }

        let old = Data(
            #"{"file":"A.swift","line":3,"column":1,"code":"ORI-719","severity":"warning","today":"reads","breakage":"","replacement":"","isMechanical":false,"documentation":"docs/doctor/ORI-719.md"}"#
                .utf8)
        let decoded = try JSONDecoder().decode(DoctorFinding.self, from: old)
        #expect(decoded.related.isEmpty && decoded.affectedFrom == nil && decoded.line == 3)
        var withRelated = decoded
        withRelated.related = [.init(code: "ORI-711", file: "B.swift", line: 9, function: "B.go", today: "requests")]
        let again = try JSONDecoder().decode(DoctorFinding.self, from: JSONEncoder().encode(withRelated))
        #expect(again == withRelated)
        #expect(again.message == "reads; through B.go it also requests (B.swift:9)")
    }

    @Test func exitStatusFollowsFailOn() throws {
        let folder = try Fixtures.scratchFolder()
        try Data(
            """
            import UIKit
            final class Screen: UIViewController {
                override var shouldAutorotate: Bool { false }
            }

            """.utf8
        ).write(to: folder.appendingPathComponent("Screen.swift"))
        let onlyWarnings = try DoctorCommand.run(["doctor", "."], in: folder)
        #expect(onlyWarnings.status == 0, "a warning is below the default --fail-on error")
        #expect(try DoctorCommand.run(["doctor", ".", "--fail-on", "warning"], in: folder).status == 1)
        #expect(try DoctorCommand.run(["doctor", ".", "--fail-on", "never"], in: folder).status == 0)
        #expect(try DoctorCommand.run(["doctor", "Missing"], in: folder).status == 2)
        #expect(try DoctorCommand.run(["doctor", "--help"], in: folder).stdout.contains("Exit status: 0 when"))
    }
}
