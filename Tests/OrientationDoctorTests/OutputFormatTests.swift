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
