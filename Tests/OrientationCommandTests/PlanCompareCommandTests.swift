import Foundation
import Testing

/// `orientation plan` and `orientation compare`, run as the binary.
@Suite struct PlanCompareCommandTests {
    static let fixtures = "Tests/OrientationConformanceTests/Fixtures/"

    /// Writes the plan of a fixture scenario to a file and returns its path.
    private func planFile(_ name: String, _ extra: [String] = []) throws -> String {
        let output = try CommandRunner.run(["plan", Self.fixtures + name + ".yaml"] + extra)
        #expect(output.status == 0, "\(output.stderr)")
        return try CommandRunner.temporaryFile(name + ".plan.json", output.stdout)
    }

    @Test func planWritesPlainJSONWithASchemaVersion() throws {
        let output = try CommandRunner.run(["plan", "Examples/Scenarios/video-app.yaml"])
        #expect(output.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "swift-orientation conformance plan")
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["source"] as? String == "Examples/Scenarios/video-app.yaml")
        let scenario = try #require(json["scenario"] as? [String: Any])
        #expect((scenario["screens"] as? [Any])?.isEmpty == false)
        let predictions = try #require(json["predictions"] as? [[String: Any]])
        let steps = try #require(scenario["steps"] as? [Any])
        #expect(predictions.count == steps.count + 1)
        // The simulate step object, plus the answer and the rules.
        let simulate = try CommandRunner.run(["simulate", "Examples/Scenarios/video-app.yaml", "--format", "json"])
        let simulated = try #require(
            (try JSONSerialization.jsonObject(with: Data(simulate.stdout.utf8)) as? [String: Any])?["steps"]
                as? [[String: Any]])
        #expect(Set(predictions[0].keys) == Set(simulated[0].keys).union(["answer", "rules"]))
        #expect(predictions.map { $0["event"] as? String } == simulated.map { $0["event"] as? String })
        let rules = try #require(predictions[1]["rules"] as? [String: [Int]])
        #expect(rules["owner"]?.contains(5) == true)
    }

    @Test func planRetargetsTheDevice() throws {
        let output = try CommandRunner.run([
            "plan", Self.fixtures + "plain-player.yaml", "--os", "15", "--home-button", "yes",
        ])
        #expect(output.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let device = try #require((json["scenario"] as? [String: Any])?["device"] as? [String: Any])
        #expect(device["os"] as? Int == 15)
        #expect(device["homeButton"] as? Bool == true)
        #expect(try CommandRunner.run(["plan", Self.fixtures + "plain-player.yaml", "--os", "12"]).status != 0)
    }

    @Test func planOfAnInvalidFileExitsWith2() throws {
        let bad = try CommandRunner.temporaryFile("bad.yaml", "device: { os: 99 }\n")
        let output = try CommandRunner.run(["plan", bad])
        #expect(output.status == 2)
        #expect(output.stderr.contains("bad.yaml"))
        #expect(output.stdout.isEmpty)
    }

    @Test func planReadsStandardInputAndRefusesStepsUIKitIgnores() throws {
        let scenario = try String(
            contentsOfFile: CommandRunner.packageRoot.appendingPathComponent(Self.fixtures + "plain-player.yaml").path,
            encoding: .utf8)
        let piped = try CommandRunner.run(["plan", "-"], input: scenario)
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("\"source\": null"))
        // Popping a stack's only screen is a step UIKit ignores: the file is invalid.
        let refused = try CommandRunner.temporaryFile("refused.yaml", scenario + "  - pop\n  - pop\n")
        let output = try CommandRunner.run(["plan", refused])
        #expect(output.status == 2)
        #expect(output.stderr.contains("refused.yaml:"))
        #expect(output.stdout.isEmpty)
    }

    @Test func compareAgreementExits0() throws {
        let plan = try planFile("plain-player")
        let output = try CommandRunner.run(["compare", plan, Self.fixtures + "plain-player.observed-agrees.json"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(
            output.stdout.contains(
                "step 1 present player fullScreen: agrees (orientation, visible, device, owner, supported, answer, exception, diagnostics)"
            ))
        #expect(
            output.stdout.hasSuffix(
                "Result: the device agrees with the model; 4 steps compared, 0 skipped, 0 not run.\n"))
        // A plan regenerated since the run is noted, not a mismatch.
        #expect(output.stdout.contains("Note: the observation was made with another version of this plan"))
    }

    @Test func compareMismatchExits1WithTheRules() throws {
        let plan = try planFile("plain-player")
        let output = try CommandRunner.run(["compare", plan, Self.fixtures + "plain-player.observed-mismatches.json"])
        #expect(output.status == 1)
        #expect(
            output.stdout.contains(
                "  orientation: predicted landscapeRight, observed portrait\n    rules: 8 (Preferred orientation for presentation), 21 (Presentation and dismissal)"
            ))
        #expect(output.stdout.contains("Result: 6 mismatches;"))
    }

    @Test func compareReportsACrash() throws {
        let plan = try planFile("plain-crash")
        let output = try CommandRunner.run(["compare", plan, Self.fixtures + "plain-crash.observed-raised.json"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("step 1 present form fullScreen: UIKit raised at step 1; agrees (exception)"))
        #expect(output.stdout.contains("step 2 dismiss: not run"))
    }

    @Test func compareJSON() throws {
        let plan = try planFile("library-player")
        let output = try CommandRunner.run([
            "compare", plan, Self.fixtures + "library-player.observed-mismatches.json",
            "--format", "json",
        ])
        #expect(output.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(json["mismatches"] as? Int == 3)
        #expect((json["conditions"] as? [[String: Any]])?.allSatisfy { $0["agrees"] as? Bool == true } == true)
    }

    @Test func aMalformedObservationExits2NamingFileAndField() throws {
        let plan = try planFile("plain-player")
        let file = Self.fixtures + "malformed-status.json"
        let output = try CommandRunner.run(["compare", plan, file])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("\(file): steps[1].status: "))
        #expect(output.stdout.isEmpty)
    }

    @Test func aPlanInPlaceOfAnObservationExits2() throws {
        let plan = try planFile("plain-player")
        let output = try CommandRunner.run(["compare", plan, plan])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "format: is 'swift-orientation conformance plan': this is not a conformance observation"))
        let missing = try CommandRunner.run([
            "compare", "no-such-plan.json", Self.fixtures + "plain-player.observed-agrees.json",
        ])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("no-such-plan.json: cannot be read"))
    }
}
