import Foundation

/// A plan's predictions checked against what a device observed: per step
/// and per field, agreement or mismatch, and the UIKit rules behind each
/// mismatch; first the conditions the plan assumes (device, environment,
/// the app's bundle).
public struct ConformanceComparison: Sendable, Hashable {
    /// The plan's name.
    public var planName: String
    /// The scenario file of the plan.
    public var planSource: String?
    /// The device observed.
    public var device: ObservedDevice
    /// Where the scene ran.
    public var environment: ObservedEnvironment
    /// Facts worth knowing that are not mismatches.
    public var notes: [String]
    /// The plan's conditions against the observation's.
    public var conditions: [ConditionCheck]
    /// One entry per step, the launch first.
    public var steps: [StepComparison]
    /// The exception that ended the run, if any.
    public var crash: CrashRecord?
    /// The plan's rule titles.
    public var ruleTitles: [Int: String]

    /// Conditions and fields that disagree.
    public var mismatchCount: Int {
        conditions.filter { !$0.agrees }.count + steps.reduce(0) { $0 + $1.mismatches.count }
    }

    /// 0 when nothing disagrees, 1 otherwise.
    public var exitCode: Int32 { mismatchCount == 0 ? 0 : 1 }

    /// Steps with at least one field compared.
    public var comparedSteps: Int { steps.filter { $0.fields.contains { $0.outcome != .notObserved } }.count }

    /// Compares an observation with its plan. Throws a
    /// ``ConformanceFileError`` when the observation is not of this plan
    /// (other steps), naming the observation's file and field.
    public static func compare(
        plan: ConformancePlan, observation: Observation, observationFile: String,
        planFingerprint: String? = nil
    ) throws -> ConformanceComparison {
        try checkSteps(plan: plan, observation: observation, file: observationFile)
        var notes: [String] = []
        if let planFingerprint, planFingerprint != observation.plan.fingerprint {
            notes.append(
                "the observation was made with another version of this plan (fingerprint \(observation.plan.fingerprint), this plan \(planFingerprint)); the steps are the same"
            )
        }
        if !observation.app.startedAtLaunch {
            notes.append(
                "the plan's screens replaced the app's plan list instead of being its first window at launch: the launch step (0) may differ for that reason"
            )
        }
        let lastCompared = observation.steps.lastIndex { $0.status == .observed || $0.status == .raised } ?? 0
        if let skipped = observation.steps.first(where: { $0.status == .skipped }), skipped.index < lastCompared {
            notes.append(
                "step \(skipped.index) was skipped; the model's predictions for later steps assume it happened, so their mismatches may come from the skip"
            )
        }
        let steps = zip(plan.predictions, observation.steps).map { prediction, step in
            compareStep(prediction, step, crash: observation.crash)
        }
        return ConformanceComparison(
            planName: plan.displayName, planSource: plan.source, device: observation.device,
            environment: observation.environment, notes: notes,
            conditions: ConditionCheck.checks(plan: plan, observation: observation),
            steps: steps, crash: observation.crash, ruleTitles: plan.ruleTitles)
    }

    private static func checkSteps(plan: ConformancePlan, observation: Observation, file: String) throws {
        guard observation.steps.count == plan.predictions.count else {
            throw ConformanceFileError(
                file: file, field: "steps",
                message:
                    "has \(observation.steps.count) entries; the plan '\(plan.displayName)' has \(plan.predictions.count) (the launch and one per step): this observation is of another plan"
            )
        }
        for (prediction, step) in zip(plan.predictions, observation.steps) where prediction.event != step.event {
            throw ConformanceFileError(
                file: file, field: "steps[\(step.index)].event",
                message:
                    "is '\(step.event)'; the plan's step \(step.index) is '\(prediction.event)': this observation is of another plan"
            )
        }
    }

    private static func compareStep(
        _ prediction: PlanPrediction, _ step: ObservedStep,
        crash: CrashRecord?
    ) -> StepComparison {
        var observed = step.observed
        if step.status == .raised, observed[ConformanceField.exception.rawValue] == nil {
            let reason = crash?.step == step.index ? crash?.reason : nil
            observed[ConformanceField.exception.rawValue] = .text(reason ?? "UIKit raised (reason not caught)")
        }
        let countsFields = step.status == .observed || step.status == .raised
        let fields = ConformanceField.allCases.map { field in
            let predicted = field.predicted(by: prediction)
            let rules = field.rulesKey.flatMap { prediction.rules[$0] } ?? []
            guard countsFields, let value = observed[field.rawValue] else {
                return FieldComparison(
                    field: field, predicted: predicted, observed: nil, outcome: .notObserved, rules: rules)
            }
            let agrees = field.agrees(predicted: predicted, observed: value)
            return FieldComparison(
                field: field, predicted: predicted, observed: value,
                outcome: agrees ? .agreement : .mismatch, rules: rules)
        }
        return StepComparison(
            index: step.index, event: step.event, status: step.status, note: step.note, fields: fields)
    }
}

/// One step of a comparison.
public struct StepComparison: Sendable, Hashable {
    /// The step's index (0 is the launch).
    public var index: Int
    /// The event.
    public var event: String
    /// How far the device got.
    public var status: ObservedStep.Status
    /// The device's note (why it was skipped).
    public var note: String?
    /// Every field, in ``ConformanceField`` order.
    public var fields: [FieldComparison]

    /// The fields that disagree.
    public var mismatches: [FieldComparison] { fields.filter { $0.outcome == .mismatch } }
}

/// One field of one step.
public struct FieldComparison: Sendable, Hashable {
    /// Agreement, mismatch, or nothing to compare.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// The device did what the model predicts.
        case agreement
        /// It did not.
        case mismatch
        /// The device did not observe this field at this step.
        case notObserved
    }

    /// The field.
    public var field: ConformanceField
    /// The model's value.
    public var predicted: ObservedValue
    /// The device's value, `nil` when not observed.
    public var observed: ObservedValue?
    /// The outcome.
    public var outcome: Outcome
    /// The UIKit rules the model applied for this field at this step.
    public var rules: [Int]
}
