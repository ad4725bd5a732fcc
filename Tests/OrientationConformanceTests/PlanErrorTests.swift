import Foundation
import OrientationConformance
import Testing

/// A malformed plan is refused with the file and the field.
@Suite struct PlanErrorTests {
    private func planJSON() throws -> [String: Any] {
        let text = try ConformanceFixtures.planText(
            ConformanceFixtures.folder.appendingPathComponent("plain-player.yaml"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func error(_ json: Any) throws -> ConformanceFileError? {
        let data = try JSONSerialization.data(withJSONObject: json)
        do {
            _ = try ConformancePlan.decode(data, file: "p.json")
            return nil
        } catch let error as ConformanceFileError {
            return error
        }
    }

    @Test func anUnknownOrientationNamesTheStep() throws {
        var json = try planJSON()
        var scenario = try #require(json["scenario"] as? [String: Any])
        var steps = try #require(scenario["steps"] as? [[String: Any]])
        steps[1]["orientation"] = "sideways"
        scenario["steps"] = steps
        json["scenario"] = scenario
        let found = try #require(try error(json))
        #expect(
            found.description
                == "p.json: scenario.steps[1].orientation: unknown device orientation 'sideways' (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown)"
        )
    }

    @Test func aMissingPredictionIsRefused() throws {
        var json = try planJSON()
        var predictions = try #require(json["predictions"] as? [Any])
        predictions.removeLast()
        json["predictions"] = predictions
        #expect(try error(json)?.field == "predictions")
    }

    @Test func anObservationIsNotAPlan() throws {
        let data = try Data(
            contentsOf: ConformanceFixtures.folder.appendingPathComponent("plain-player.observed-agrees.json"))
        #expect(throws: ConformanceFileError.self) { try ConformancePlan.decode(data, file: "o.json") }
        do {
            _ = try ConformancePlan.decode(data, file: "o.json")
        } catch let error as ConformanceFileError {
            #expect(error.field == "format")
        }
    }

    @Test func anotherSchemaVersionIsRefused() throws {
        var json = try planJSON()
        json["schemaVersion"] = 2
        #expect(try error(json)?.description == "p.json: schemaVersion: is 2; this reader understands version 1")
    }

    @Test func aMissingKeyIsNamed() throws {
        var json = try planJSON()
        var scenario = try #require(json["scenario"] as? [String: Any])
        scenario["root"] = nil
        json["scenario"] = scenario
        #expect(try error(json)?.description == "p.json: scenario.root: missing")
    }

    @Test func aStepNamingAnUndeclaredScreenIsRefused() throws {
        var json = try planJSON()
        var scenario = try #require(json["scenario"] as? [String: Any])
        var steps = try #require(scenario["steps"] as? [[String: Any]])
        steps[0]["screen"] = "ghost"
        scenario["steps"] = steps
        json["scenario"] = scenario
        #expect(try error(json)?.field == "scenario.steps[0].screen")
    }
}
