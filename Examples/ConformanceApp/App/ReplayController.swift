#if canImport(UIKit)
import OrientationConformance
import OrientationCore
import OrientationKit
import UIKit

/// Replays a plan: builds its screens in the window, carries out each step
/// (the app's with UIKit calls, the person's by asking and waiting), records
/// what UIKit did after it, and writes the journal before each step so that
/// a UIKit exception is reported at the next launch.
@MainActor
final class ReplayController {
    private let plan: ConformancePlan
    private let reference: PlanReference
    private let entry: PlanEntry
    private let window: UIWindow
    private let startedAtLaunch: Bool
    private let unattended: Bool
    private var sequencer: StepSequencer
    private let stage: PlanStage
    private let performer: StepPerformer
    private let panel = ReplayPanel()
    private let journal = ReplayJournalStore.standard()
    private var backgroundTask = UIBackgroundTaskIdentifier.invalid
    /// Called with the observation and the final status.
    var onFinish: ((Observation, UnattendedStatus) -> Void)?

    init(plan: ConformancePlan, data: Data, entry: PlanEntry, window: UIWindow, startedAtLaunch: Bool, unattended: Bool)
    {
        self.plan = plan
        reference = PlanReference(name: plan.displayName, source: plan.source, fingerprint: PlanFingerprint.of(data))
        self.entry = entry
        self.window = window
        self.startedAtLaunch = startedAtLaunch
        self.unattended = unattended
        sequencer = StepSequencer(plan: plan)
        stage = PlanStage(plan: plan, window: window)
        performer = StepPerformer(stage: stage)
        AskLog.shared.reset()
        _ = DiagnosticLog.shared.drain()
        if plan.scenario.app.library {
            OrientationManager.shared.configuration = OrientationManager.Configuration(
                defaultMask: plan.scenario.app.infoPlistMask(on: plan.scenario.device.idiom))
            OrientationAnswer.shared.mode = .library
            // As the simulated app does: an app that knows the user's
            // rotation lock is on says so (choice rule 2, rule 56), from the
            // start when the plan's device starts locked.
            OrientationManager.shared.isDeviceRotationLocked =
                plan.scenario.device.rotationLock && plan.scenario.app.reportsRotationLock
        } else {
            OrientationAnswer.shared.mode = .plain(plan.scenario.app.infoPlistMask(on: plan.scenario.device.idiom))
        }
        // At launch the plan's screens are the window's first root.
        if startedAtLaunch { window.rootViewController = stage.controller(plan.scenario.root) }
    }

    /// Starts the replay on the main actor.
    func start() {
        Task { await run() }
    }

    private func run() async {
        panel.attach(to: window)
        var startNote: String?
        if !startedAtLaunch { startNote = await holdDeviceAsPlanned() }
        while let instruction = sequencer.next() {
            save(stepUnderWay: instruction.index)
            panel.show(instruction, of: plan.predictions.count)
            panel.attach(to: window)
            performer.resetErrors()
            var note: String? = instruction.index == 0 ? startNote : nil
            if instruction.performer == .person, let awaited = instruction.awaited {
                panel.publish(.waiting(step: instruction.index, instruction.automation))
                panel.skipRequested = false
                guard await ChangeWaiter(stage: stage).wait(for: awaited, skipped: { panel.skipRequested }) else {
                    sequencer.skip(note: unattended ? "the UI test cannot do this" : "the person tapped Skip")
                    save(stepUnderWay: nil)
                    continue
                }
                keepRunningInTheBackground(awaited)
                if case .rotationLock(let on)? = instruction.action, plan.scenario.app.library,
                    plan.scenario.app.reportsRotationLock
                {
                    // The person turned the lock; the app reports it (`app.reportsRotationLock`).
                    OrientationManager.shared.isDeviceRotationLocked = on
                }
                if awaited == .appInBackground {
                    // Record at once: the system suspends the app soon.
                    record(note: nil)
                    continue
                }
            } else {
                panel.publish(.running(step: instruction.index))
                if let action = instruction.action {
                    note = await performer.perform(action)
                } else {
                    let notes = stage.install()
                    panel.attach(to: window)
                    note = ([note].compactMap { $0 } + notes).joined(separator: "; ").nilIfEmpty
                }
            }
            await settle()
            record(note: note)
        }
        finish()
    }

    /// Records what UIKit shows now for the step under way.
    private func record(note: String?) {
        let facts = ObservationReader(stage: stage).facts(geometryErrors: performer.geometryErrors)
        sequencer.record(
            facts.fields(library: plan.scenario.app.library, deviceMask: DeviceFacts.deviceMask(in: window)),
            note: note)
        save(stepUnderWay: nil)
    }

    /// Between a `background` step and the next `foreground`, asks for
    /// background time, so that the app's own steps in between still run
    /// before the system suspends it.
    private func keepRunningInTheBackground(_ change: AwaitedChange) {
        switch change {
        case .appInBackground:
            backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Conformance replay") { [weak self] in
                self?.endBackgroundTask()
            }
        case .appActive:
            endBackgroundTask()
        default:
            break
        }
    }

    private func endBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }

    /// Before an in-app run: asks the person to hold the device as the plan
    /// starts (its launch orientation); a note when skipped.
    private func holdDeviceAsPlanned() async -> String? {
        let target = plan.scenario.device.orientation
        guard DeviceOrientation(UIDevice.current.orientation) != target else { return nil }
        panel.ask(ReplayInstruction.startPrompt(target))
        panel.publish(.waiting(step: 0, .rotateDevice(target)))
        panel.skipRequested = false
        let held = await ChangeWaiter(stage: stage).wait(
            for: .deviceOrientation(target), skipped: { panel.skipRequested })
        return held ? nil : "the device was not held \(target.name) when the plan started"
    }

    /// Lets animations and rotations end: at least 0.8 s, then until no
    /// transition runs and the orientation stays put for 0.3 s (at most 5 s).
    private func settle() async {
        try? await Task.sleep(nanoseconds: 800_000_000)
        let reader = ObservationReader(stage: stage)
        var last = reader.interfaceOrientation
        for _ in 0..<14 {
            try? await Task.sleep(nanoseconds: 300_000_000)
            let busy =
                stage.topPresented?.transitionCoordinator != nil
                || stage.topmostVisible(UINavigationController.self)?.transitionCoordinator != nil
            let now = reader.interfaceOrientation
            if !busy && now == last { return }
            last = now
        }
    }

    private func save(stepUnderWay: Int?) {
        let record = ReplayJournal(
            plan: reference, planLocation: entry.location, steps: sequencer.steps,
            stepUnderWay: stepUnderWay, startedAtLaunch: startedAtLaunch, unattended: unattended)
        try? journal.save(record)
    }

    private func finish() {
        journal.clear()
        let observation = sequencer.observation(
            reference: reference, device: DeviceFacts.device(in: window),
            environment: DeviceFacts.environment(in: window),
            app: DeviceFacts.app(
                library: plan.scenario.app.library, startedAtLaunch: startedAtLaunch, unattended: unattended))
        let comparison = try? ConformanceComparison.compare(
            plan: plan, observation: observation, observationFile: "this run")
        let status = UnattendedStatus.finished(
            mismatches: comparison?.mismatchCount ?? 0, compared: comparison?.comparedSteps ?? 0)
        panel.publish(status)
        stage.tearDown()
        panel.removeFromSuperview()
        OrientationManager.shared.configuration = OrientationManager.Configuration()
        onFinish?(observation, status)
    }
}

extension String {
    /// `nil` for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
#endif
