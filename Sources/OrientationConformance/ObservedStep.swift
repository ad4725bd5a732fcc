import Foundation

/// What the device did at one step.
public struct ObservedStep: Sendable, Hashable, Codable {
    /// How far the step got.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        /// Carried out and observed.
        case observed
        /// Not carried out: the person skipped it, or it cannot be done here.
        case skipped
        /// UIKit raised while the step was carried out; the app died.
        case raised
        /// Never reached (the run stopped before it).
        case notRun
    }

    /// The step's index (0 is the launch).
    public var index: Int
    /// The plan's event text, to check the observation belongs to the plan.
    public var event: String
    /// How far it got.
    public var status: Status
    /// Why it was skipped, or what the person saw.
    public var note: String?
    /// The observed fields by name (``ConformanceField``); a field absent
    /// was not observed.
    public var observed: [String: ObservedValue]

    /// Creates a step.
    public init(index: Int, event: String, status: Status, note: String? = nil, observed: [String: ObservedValue] = [:])
    {
        self.index = index
        self.event = event
        self.status = status
        self.note = note
        self.observed = observed
    }

    /// The value of a field, or `nil` when it was not observed.
    public func value(of field: ConformanceField) -> ObservedValue? { observed[field.rawValue] }
}
