import Foundation
import OrientationConformance
import Testing

/// `orientation compare`'s logic, with hand-written observation files.
@Suite struct ComparisonTests {
    private func mismatch(_ comparison: ConformanceComparison, step: Int, _ field: ConformanceField) -> FieldComparison?
    {
        comparison.steps[step].fields.first { $0.field == field && $0.outcome == .mismatch }
    }

    @Test func anObservationThatAgreesHasNoMismatch() throws {
        let comparison = try ConformanceFixtures.compare("plain-player", "plain-player.observed-agrees.json")
        #expect(comparison.mismatchCount == 0)
        #expect(comparison.exitCode == 0)
        #expect(comparison.comparedSteps == 4)
        #expect(comparison.conditions.allSatisfy { $0.agrees })
        // Plain mode observes the owner and the effective mask.
        let start = comparison.steps[0].fields.filter { $0.outcome == .agreement }.map(\.field)
        #expect(start.contains(.owner) && start.contains(.supported) && start.contains(.answer))
        #expect(comparison.steps[0].fields.first { $0.field == .deciding }?.outcome == .notObserved)
    }

    @Test func eachPlainFieldMismatchNamesItsRules() throws {
        let comparison = try ConformanceFixtures.compare("plain-player", "plain-player.observed-mismatches.json")
        #expect(comparison.exitCode == 1)
        #expect(comparison.mismatchCount == 6)
        // Orientation after a full-screen presentation: rules 8 and 21.
        let orientation = try #require(mismatch(comparison, step: 1, .orientation))
        #expect(orientation.rules == [8, 21])
        #expect(orientation.observed == .text("portrait"))
        #expect(mismatch(comparison, step: 1, .supported)?.rules.contains(16) == true)
        #expect(mismatch(comparison, step: 2, .device)?.rules == [1, 2])
        // No UIKit rule decides what is visible: the replay differs.
        let visible = try #require(mismatch(comparison, step: 2, .visible))
        #expect(visible.rules.isEmpty)
        #expect(comparison.explanation(visible).contains("the replay"))
        // After a dismissal, the presenter owns again (rule 6).
        #expect(mismatch(comparison, step: 3, .owner)?.rules.contains(6) == true)
        #expect(mismatch(comparison, step: 3, .answer)?.rules == [14, 15])
        #expect(comparison.text.contains("step 1 present player fullScreen: MISMATCH"))
        #expect(
            comparison.text.contains(
                "rules: 8 (Preferred orientation for presentation), 21 (Presentation and dismissal)"))
    }

    @Test func libraryFieldsMismatch() throws {
        let comparison = try ConformanceFixtures.compare("library-player", "library-player.observed-mismatches.json")
        #expect(comparison.mismatchCount == 3)
        let deciding = try #require(mismatch(comparison, step: 1, .deciding))
        #expect(comparison.explanation(deciding).contains("the library's choice rules"))
        #expect(mismatch(comparison, step: 2, .orientationLocked) != nil)
        let diagnostics = try #require(mismatch(comparison, step: 3, .diagnostics))
        #expect(diagnostics.predicted == .names(["ORI-201"]))
        // Library mode does not observe the owner: its classes cannot tell.
        #expect(comparison.steps[1].fields.first { $0.field == .owner }?.outcome == .notObserved)
    }

    @Test func uikitRaisingWhereTheModelDoesNotIsAMismatch() throws {
        let comparison = try ConformanceFixtures.compare("plain-player", "plain-player.observed-crash.json")
        #expect(comparison.crash?.step == 1)
        let exception = try #require(mismatch(comparison, step: 1, .exception))
        #expect(exception.predicted == .null)
        #expect(exception.rules == [17])
        #expect(comparison.steps[1].status == .raised)
        #expect(comparison.steps[2].status == .notRun && comparison.steps[3].status == .notRun)
        #expect(comparison.text.contains("step 1 present player fullScreen: UIKit raised at step 1; MISMATCH"))
        #expect(comparison.text.contains("step 2 rotateDevice landscapeLeft: not run"))
        #expect(comparison.exitCode == 1)
    }

    @Test func aCrashTheModelPredictsAgrees() throws {
        let comparison = try ConformanceFixtures.compare("plain-crash", "plain-crash.observed-raised.json")
        #expect(comparison.mismatchCount == 0)
        #expect(comparison.steps[1].fields.first { $0.field == .exception }?.outcome == .agreement)
        #expect(comparison.text.contains("UIKit raised at step 1; agrees (exception)"))
    }

    @Test func noCrashWhereTheModelPredictsOneIsAMismatch() throws {
        let comparison = try ConformanceFixtures.compare("plain-crash", "plain-crash.observed-no-exception.json")
        let exception = try #require(mismatch(comparison, step: 1, .exception))
        #expect(exception.observed == .null)
        #expect(exception.rules == [17])
    }

    @Test func otherConditionsAreMismatches() throws {
        let comparison = try ConformanceFixtures.compare("plain-player", "plain-player.observed-other-device.json")
        let differing = comparison.conditions.filter { !$0.agrees }
        #expect(differing.map(\.name) == ["os", "homeButton"])
        #expect(differing.last?.rules == [4])
        #expect(comparison.mismatchCount == 2)
        #expect(comparison.text.contains("os: planned 17, observed 18"))
    }

    @Test func skippedStepsAreNotComparedAndLaterStepsAreFlagged() throws {
        let comparison = try ConformanceFixtures.compare("plain-player", "plain-player.observed-skipped.json")
        #expect(comparison.steps[2].status == .skipped)
        #expect(comparison.steps[2].fields.allSatisfy { $0.outcome == .notObserved })
        #expect(comparison.notes.contains { $0.contains("step 2 was skipped") })
        #expect(mismatch(comparison, step: 3, .orientation) != nil)
        #expect(comparison.text.contains("step 2 rotateDevice landscapeLeft: skipped (the person tapped Skip)"))
    }

    @Test(arguments: [
        ("malformed-unknown-field.json", "steps[2].observed.sideways"),
        ("malformed-status.json", "steps[1].status"),
        ("malformed-missing-key.json", "device.model"),
        ("malformed-truncated.json", ""),
    ])
    func malformedObservationsNameTheField(_ file: String, _ field: String) throws {
        do {
            _ = try ConformanceFixtures.observation(file)
            Issue.record("\(file) was accepted")
        } catch let error as ConformanceFileError {
            #expect(error.file == file)
            #expect(error.field == field)
            #expect(error.description.hasPrefix(file + ": "))
        }
    }

    @Test func anObservationOfAnotherPlanIsRefused() throws {
        #expect(throws: ConformanceFileError.self) {
            _ = try ConformanceFixtures.compare("plain-player", "malformed-other-plan.json")
        }
        do {
            _ = try ConformanceFixtures.compare("plain-player", "malformed-other-plan.json")
        } catch let error as ConformanceFileError {
            #expect(
                error.description
                    == "malformed-other-plan.json: steps[3].event: is 'pop'; the plan's step 3 is 'dismiss': this observation is of another plan"
            )
        }
    }

    @Test func theJSONReportCarriesEveryField() throws {
        let comparison = try ConformanceFixtures.compare("plain-player", "plain-player.observed-mismatches.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(comparison.json().utf8)) as? [String: Any])
        #expect(json["mismatches"] as? Int == 6)
        let steps = try #require(json["steps"] as? [[String: Any]])
        let fields = try #require(steps[1]["fields"] as? [[String: Any]])
        let orientation = try #require(fields.first { $0["field"] as? String == "orientation" })
        #expect(orientation["outcome"] as? String == "mismatch")
        #expect(orientation["observed"] as? String == "portrait")
        let rules = try #require(orientation["rules"] as? [[String: Any]])
        #expect(rules.first?["number"] as? Int == 8)
        #expect(rules.first?["title"] as? String == "Preferred orientation for presentation")
        let deciding = try #require(fields.first { $0["field"] as? String == "deciding" })
        #expect(deciding["outcome"] as? String == "notObserved")
        #expect(deciding["observed"] == nil)
    }

    @Test func anObservationRoundTrips() throws {
        let observation = try ConformanceFixtures.observation("plain-player.observed-crash.json")
        let again = try Observation.decode(try observation.encoded(), file: "again.json")
        #expect(again == observation)
        #expect(again.steps[0].value(of: .exception) == .null)
        #expect(again.steps[0].value(of: .deciding) == nil)
    }
}
