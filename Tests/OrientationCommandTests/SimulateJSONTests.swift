import Foundation
import Testing

/// `orientation simulate --format json` prints the object ScenarioFormat.md describes.
@Suite struct SimulateJSONTests {
    private func object() throws -> (text: String, json: [String: Any]) {
        let output = try CommandRunner.run(["simulate", "--format", "json"])
        #expect(output.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        return (output.stdout, json)
    }

    @Test func topLevelFields() throws {
        let (text, json) = try object()
        #expect(json["scenario"] as? String == "Video app")
        #expect(json["os"] as? Int == 17)
        #expect(json["idiom"] as? String == "phone")
        #expect(json["library"] as? Bool == true)
        let expectations = try #require(json["expectations"] as? [String: Any])
        #expect(expectations["failed"] as? Int == 0)
        #expect((expectations["passed"] as? Int ?? 0) > 0)
        // Keys in the format's order.
        let order = ["\"scenario\"", "\"os\"", "\"idiom\"", "\"library\"", "\"steps\"", "\"expectations\""]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }

    @Test func everyStepHasTheContractFields() throws {
        let (_, json) = try object()
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(!steps.isEmpty)
        #expect(steps.first?["event"] as? String == "start")
        for (position, step) in steps.enumerated() {
            #expect(step["index"] as? Int == position)
            #expect(step["event"] is String)
            for key in ["visible", "deciding", "owner"] {
                #expect(step[key] is String || step[key] is NSNull, "\(key)")
            }
            let supported = try #require(step["supported"] as? [String])
            #expect(!supported.isEmpty)
            #expect(step["orientation"] is String)
            #expect(step["device"] is String)
            #expect(step["diagnostics"] is [String])
            // Library mode: UIKit never raises.
            #expect(step["exception"] is NSNull)
        }
    }
}
