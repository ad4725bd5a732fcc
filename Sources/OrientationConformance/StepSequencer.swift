import Foundation

/// Walks a plan step by step on a device: hands out the next instruction,
/// records what was observed (or why a step was skipped) and builds the
/// observation file. Steps a person performs while the app is in the
/// background, and steps an app cannot perform, are recorded as skipped
/// as soon as they come up; so is the end of a gesture whose beginning was
/// skipped, since the device did not begin it.
public struct StepSequencer: Sendable, Hashable {
    /// The plan.
    public let plan: ConformancePlan
    /// The steps recorded so far, from the launch (0).
    public private(set) var steps: [ObservedStep] = []

    /// Starts at the launch.
    public init(plan: ConformancePlan) {
        self.plan = plan
    }

    /// Resumes from steps recorded earlier (a journal).
    public init(plan: ConformancePlan, recorded: [ObservedStep]) {
        self.plan = plan
        steps = Array(recorded.prefix(plan.predictions.count))
    }

    /// The index of the next step to carry out.
    public var nextIndex: Int { steps.count }

    /// True when every step has been recorded.
    public var isFinished: Bool { steps.count >= plan.predictions.count }

    /// The next step to carry out, after recording every step that cannot
    /// be carried out here as skipped; `nil` when finished.
    public mutating func next() -> ReplayInstruction? {
        while let instruction = ReplayInstruction.make(for: plan, at: nextIndex) {
            if let reason = skipReason(instruction) {
                steps.append(
                    ObservedStep(index: instruction.index, event: instruction.event, status: .skipped, note: reason))
                continue
            }
            return instruction
        }
        return nil
    }

    /// Records the fields observed after the next step.
    public mutating func record(_ observed: [String: ObservedValue], note: String? = nil) {
        guard let prediction = plan.prediction(at: nextIndex) else { return }
        steps.append(
            ObservedStep(index: nextIndex, event: prediction.event, status: .observed, note: note, observed: observed))
    }

    /// Records the next step as skipped.
    public mutating func skip(note: String) {
        guard let prediction = plan.prediction(at: nextIndex) else { return }
        steps.append(ObservedStep(index: nextIndex, event: prediction.event, status: .skipped, note: note))
    }

    /// The observation: every step recorded, the rest not run; with a
    /// crash, the step it happened at is marked raised.
    public func observation(
        reference: PlanReference, device: ObservedDevice, environment: ObservedEnvironment,
        app: ObservedApp, crash: CrashRecord? = nil
    ) -> Observation {
        var all = steps
        if let crash, crash.step == all.count, let prediction = plan.prediction(at: crash.step) {
            all.append(
                ObservedStep(
                    index: crash.step, event: prediction.event, status: .raised,
                    note: "UIKit raised at step \(crash.step)"))
        }
        for prediction in plan.predictions.dropFirst(all.count) {
            all.append(ObservedStep(index: prediction.index, event: prediction.event, status: .notRun))
        }
        let recordedCrash = crash.flatMap { all.indices.contains($0.step) && all[$0.step].status == .raised ? $0 : nil }
        return Observation(
            plan: reference, device: device, environment: environment, app: app, steps: all,
            crash: recordedCrash)
    }

    private func skipReason(_ instruction: ReplayInstruction) -> String? {
        switch instruction.performer {
        case .impossible(let reason):
            return reason
        case .personWhileAway:
            return
                "done by the person while the app was in the background, where the app sees nothing; the next foreground step observes the result"
        case .app, .person:
            break
        }
        switch instruction.action {
        case .interactivePop(let phase), .interactiveDismiss(let phase):
            if phase != .begin,
                let beginning = ReplayInstruction.gestureBeginning(before: instruction.index, in: plan.scenario.steps),
                steps.indices.contains(beginning), steps[beginning].status == .skipped
            {
                return "the gesture's beginning (step \(beginning)) was skipped"
            }
        default:
            break
        }
        return nil
    }
}
