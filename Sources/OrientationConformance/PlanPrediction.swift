import Foundation
import OrientationCore

/// The model's prediction after one step: the `simulate --format json` step
/// object, the app's answer to UIKit and the rules behind each field.
public struct PlanPrediction: Sendable, Hashable, Decodable {
    /// 0 for the launch, then the step's index.
    public var index: Int
    /// The event as `simulate` prints it (`push player`).
    public var event: String
    /// The topmost visible screen.
    public var visible: String?
    /// The deciding screen (library mode) or the screen whose override UIKit used.
    public var deciding: String?
    /// The view controller UIKit asks.
    public var owner: String?
    /// The effective supported mask.
    public var supported: InterfaceOrientationMask
    /// The interface orientation shown.
    public var orientation: InterfaceOrientation
    /// `UIDevice.orientation`.
    public var device: DeviceOrientation
    /// The library's diagnostics and the model's notes.
    public var diagnostics: [String]
    /// The reason UIKit raises with, or `nil`.
    public var exception: String?
    /// The scenario line.
    public var line: Int
    /// True when UIKit holds the orientation lock preference (rule 68).
    public var orientationLocked: Bool
    /// The app's answer to UIKit's question.
    public var answer: InterfaceOrientationMask
    /// Rule numbers by field: `owner`, `supported`, `answer`,
    /// `orientation`, `exception`, `device`, `orientationLocked`.
    public var rules: [String: [Int]]

    private enum Keys: String, CodingKey {
        case index, event, visible, deciding, owner, supported, orientation, device, diagnostics, exception, line
        case orientationLocked, answer, rules
    }

    /// Decodes a prediction.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        index = try c.decode(Int.self, forKey: .index)
        event = try c.decode(String.self, forKey: .event)
        visible = try c.optionalString(.visible)
        deciding = try c.optionalString(.deciding)
        owner = try c.optionalString(.owner)
        supported = try c.mask(.supported)
        orientation = try c.interfaceOrientation(.orientation)
        device = try c.deviceOrientation(.device)
        diagnostics = try c.decodeIfPresent([String].self, forKey: .diagnostics) ?? []
        exception = try c.optionalString(.exception)
        line = try c.decodeIfPresent(Int.self, forKey: .line) ?? 0
        orientationLocked = try c.decodeIfPresent(Bool.self, forKey: .orientationLocked) ?? false
        answer = try c.mask(.answer)
        rules = try c.decodeIfPresent([String: [Int]].self, forKey: .rules) ?? [:]
    }
}
