import Foundation
import OrientationCore

/// A replay plan written by `orientation plan`: a scenario, the model's
/// prediction after every step and the UIKit rules behind each prediction.
/// The ConformanceApp replays it on a device; ``ConformanceComparison``
/// checks what the device did against it.
public struct ConformancePlan: Sendable, Hashable, Decodable {
    /// The `format` value of a plan.
    public static let formatName = "swift-orientation conformance plan"
    /// The schema version this reader understands.
    public static let schemaVersion = 1

    /// The schema version of the file.
    public var schemaVersion: Int
    /// The scenario file it was made from, as named.
    public var source: String?
    /// The scenario.
    public var scenario: PlanScenario
    /// What the app's bundle must declare.
    public var requirements: PlanRequirements
    /// The model's choices for uncertain rules, as text.
    public var assumptions: [String: String]
    /// One prediction per step, the launch first.
    public var predictions: [PlanPrediction]
    /// The titles of the rules cited.
    public var ruleTitles: [Int: String]

    /// The prediction after a step (0 is the launch).
    public func prediction(at index: Int) -> PlanPrediction? {
        predictions.indices.contains(index) ? predictions[index] : nil
    }

    /// A short readable name: the scenario's, else the source file's.
    public var displayName: String {
        scenario.name ?? source.map { ($0 as NSString).lastPathComponent } ?? "Unnamed plan"
    }

    private enum Keys: String, CodingKey {
        case schemaVersion, source, scenario, requirements, assumptions, predictions, ruleTitles
    }

    /// Decodes a plan; prefer ``decode(_:file:)``, which checks the format
    /// and the consistency of steps and predictions.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        source = try c.optionalString(.source)
        scenario = try c.decode(PlanScenario.self, forKey: .scenario)
        requirements = try c.decode(PlanRequirements.self, forKey: .requirements)
        predictions = try c.decode([PlanPrediction].self, forKey: .predictions)
        var assumptions: [String: String] = [:]
        if c.contains(.assumptions) {
            let nested = try c.nestedContainer(keyedBy: AnyKey.self, forKey: .assumptions)
            for key in nested.allKeys {
                if let flag = try? nested.decode(Bool.self, forKey: key) {
                    assumptions[key.stringValue] = String(flag)
                } else if let list = try? nested.decode([String].self, forKey: key) {
                    assumptions[key.stringValue] = list.joined(separator: ", ")
                } else {
                    assumptions[key.stringValue] = try nested.decode(String.self, forKey: key)
                }
            }
        }
        self.assumptions = assumptions
        let titles = try c.decodeIfPresent([String: String?].self, forKey: .ruleTitles) ?? [:]
        var ruleTitles: [Int: String] = [:]
        for (key, title) in titles {
            if let number = Int(key), let title { ruleTitles[number] = title }
        }
        self.ruleTitles = ruleTitles
    }
}
