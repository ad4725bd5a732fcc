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
        // At launch the plan's screens are the window's first root. The
        // journal says step 0 is under way first, so that a raise during
        // the first layout is reported at the next launch (finding 6b).
        if startedAtLaunch {
            save(stepUnderWay: 0)
            window.rootViewController = stage.controller(plan.scenario.root)
        }
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
            panel.skipRequested = false
            performer.resetErrors()
            var note: String? = instruction.index == 0 ? startNote : nil
            if instruction.performer == .person, let awaited = instruction.awaited {
                panel.publish(.waiting(step: instruction.index, instruction.automation))
                let outcome = await ChangeWaiter(stage: stage).wait(for: awaited, skipped: { panel.skipRequested })
                if outcome == .skipped {
                    sequencer.skip(note: unattended ? "the UI test cannot do this" : "the person tapped Skip")
                    save(stepUnderWay: nil)
                    continue
                }
                // A gesture UIKit did not act on is observed, not skipped (finding 8).
                if outcome == .refused { note = GestureWatchState.refusedNote }
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
                let inBackground = UIApplication.shared.applicationState == .background
                if let action = instruction.action {
                    note = await performer.perform(action, skipped: { panel.skipRequested })
                } else {
                    let notes = stage.install()
                    panel.attach(to: window)
                    note = ([note].compactMap { $0 } + notes).joined(separator: "; ").nilIfEmpty
                }
                // An app step meant for the background that ran in the foreground (finding 3).
                note =
                    [note, instruction.awayNote(performedInBackground: inBackground)].compactMap { $0 }
                    .joined(separator: "; ").nilIfEmpty
            }
            await settle()
            record(note: note)
        }
        await finish()
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
    /// starts (its launch orientation) and, for a plan that starts with the
    /// rotation lock on, to turn it on (the app cannot check that: the
    /// person taps Done); notes what was skipped.
    private func holdDeviceAsPlanned() async -> String? {
        var notes: [String] = []
        if plan.scenario.device.rotationLock {
            panel.ask(ReplayInstruction.rotationLockStartPrompt, button: "Done")
            panel.publish(.waiting(step: 0, .manual))
            panel.skipRequested = false
            while !panel.skipRequested { try? await Task.sleep(nanoseconds: 100_000_000) }
            notes.append(ReplayInstruction.rotationLockStartNote)
        }
        let target = plan.scenario.device.orientation
        if DeviceOrientation(UIDevice.current.orientation) != target {
            panel.ask(ReplayInstruction.startPrompt(target), button: "Skip")
            panel.publish(.waiting(step: 0, .rotateDevice(target)))
            panel.skipRequested = false
            let held = await ChangeWaiter(stage: stage).wait(
                for: .deviceOrientation(target), skipped: { panel.skipRequested })
            if held != .happened { notes.append("the device was not held \(target.name) when the plan started") }
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// Lets animations and rotations end (``SettleTracker``): at least
    /// 0.8 s in the foreground (nothing animates in the background), then
    /// until no transition runs, the scene's geometry has not changed for
    /// 0.3 s and the orientation stays put (at most 5 s).
    private func settle() async {
        let background = UIApplication.shared.applicationState == .background
        var tracker = SettleTracker(minimum: background ? 0 : SettleTracker.foregroundMinimum)
        let start = ProcessInfo.processInfo.systemUptime
        let reader = ObservationReader(stage: stage)
        try? await Task.sleep(nanoseconds: UInt64(tracker.firstWait * 1_000_000_000))
        while true {
            let busy =
                stage.topPresented?.transitionCoordinator != nil
                || stage.topmostVisible(UINavigationController.self)?.transitionCoordinator != nil
            if tracker.settled(
                elapsed: ProcessInfo.processInfo.systemUptime - start, orientation: reader.interfaceOrientation,
                transitionRunning: busy, secondsSinceGeometryChange: SceneActivity.shared.secondsSinceGeometryChange)
            {
                return
            }
            try? await Task.sleep(nanoseconds: 300_000_000)
        }
    }

    private func save(stepUnderWay: Int?) {
        let record = ReplayJournal(
            plan: reference, planLocation: entry.location, steps: sequencer.steps,
            stepUnderWay: stepUnderWay, startedAtLaunch: startedAtLaunch, unattended: unattended)
        try? journal.save(record)
    }

    private func finish() async {
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
        // UIKit does not dismiss a presentation when the root is swapped:
        // dismiss the plan's first, so the results are not covered (finding 12).
        if let root = window.rootViewController, root.presentedViewController != nil {
            _ = await CompletionRace.run { done in root.dismiss(animated: false) { done() } }
        }
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
