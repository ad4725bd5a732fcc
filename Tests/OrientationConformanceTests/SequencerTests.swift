import Foundation
import OrientationConformance
import OrientationCore
import OrientationTesting
import Testing

/// The step sequencer the app replays plans with.
@Suite struct SequencerTests {
    private func plan(_ example: String) throws -> ConformancePlan {
        let url = ConformanceFixtures.examples.appendingPathComponent(example)
        return try ConformancePlan.decode(Data(try ConformanceFixtures.planText(url).utf8), file: example)
    }

    private let device = ObservedDevice(
        model: "iPhone15,2", systemName: "iOS", systemVersion: "17.5", build: "21F90",
        idiom: "phone", homeButton: false, simulator: true)
    private let app = ObservedApp(
        library: false, requiresFullScreen: false, infoPlistOrientations: [],
        startedAtLaunch: true, unattended: true)

    private func next(_ sequencer: inout StepSequencer) throws -> ReplayInstruction {
        let instruction = sequencer.next()
        return try #require(instruction)
    }

    @Test func appStepsAndPersonStepsAlternate() throws {
        var sequencer = StepSequencer(plan: try ConformanceFixtures.plan("plain-player"))
        let start = try next(&sequencer)
        #expect(start.index == 0 && start.performer == .app && start.action == nil)
        sequencer.record([:])
        let present = try next(&sequencer)
        #expect(present.action == .present("player", style: .fullScreen))
        #expect(present.performer == .app && present.automation == .byApp)
        sequencer.record([:])
        let turn = try next(&sequencer)
        #expect(turn.performer == .person)
        #expect(turn.awaited == .deviceOrientation(.landscapeLeft))
        #expect(turn.automation == .rotateDevice(.landscapeLeft))
        #expect(turn.prompt?.hasPrefix("Turn the device to landscape left") == true)
        sequencer.skip(note: "the person tapped Skip")
        sequencer.record([:])
        let end = sequencer.next()
        #expect(end == nil)
        #expect(sequencer.isFinished)
        #expect(sequencer.steps.map(\.status) == [.observed, .observed, .skipped, .observed])
    }

    @Test func theDeviceTurnsWhileAwayAreAskedForWhenLeaving() throws {
        let scenario = Scenario(
            device: DeviceSetup(os: 17), app: AppSetup(library: false),
            screens: [ScreenDeclaration(id: "home", policy: .all)], root: "home",
            steps: [
                ScenarioStep(.background), ScenarioStep(.rotateDevice(.landscapeLeft)), ScenarioStep(.push("home")),
                ScenarioStep(.foreground),
            ])
        let text = ConformancePlanWriter.plan(for: scenario, source: nil)
        var sequencer = StepSequencer(plan: try ConformancePlan.decode(Data(text.utf8), file: "away"))
        _ = sequencer.next()
        sequencer.record([:])
        let leave = try next(&sequencer)
        #expect(leave.awaited == .appInBackground)
        // The push runs while the app is away: the test stays away long enough (finding 3).
        #expect(leave.automation == .leaveApp(thenRotate: [.landscapeLeft], appSteps: 1))
        #expect(
            leave.prompt
                == "Go to the Home Screen, turn the device to landscape left (its top to the left, the home button or bottom edge on the right), stay there about 5 s while this app carries out 1 step, then come back to this app."
        )
        sequencer.record([:])
        // The turn happens while the app cannot watch: skipped at once; the
        // app's own step runs in the background.
        let push = try next(&sequencer)
        #expect(push.action == .push("home"))
        #expect(push.whileAway)
        #expect(push.awayNote(performedInBackground: true) == nil)
        #expect(push.awayNote(performedInBackground: false) != nil)
        #expect(sequencer.steps.last?.status == .skipped)
        sequencer.record([:])
        let back = sequencer.next()
        #expect(back?.automation == .returnToApp)
    }

    @Test func aGestureWhoseBeginningWasSkippedIsSkipped() throws {
        var sequencer = StepSequencer(plan: try plan("regression-interactive-pop.yaml"))
        var automations: [AutomationStep] = []
        while let instruction = sequencer.next() {
            automations.append(instruction.automation)
            if case .interactivePop(.begin) = instruction.action {
                #expect(instruction.automation == .manual)
                #expect(instruction.prompt == "Start swiping back from the left edge and hold your finger still.")
                sequencer.skip(note: "cannot hold a finger in a UI test")
            } else {
                sequencer.record([:])
            }
        }
        let skipped = sequencer.steps.filter { $0.status == .skipped }
        #expect(skipped.count >= 2)
        #expect(skipped.contains { $0.note?.contains("beginning") == true })
    }

    @Test func aWindowOfUIKitsOwnCannotBeMade() throws {
        let scenario = Scenario(
            screens: [ScreenDeclaration(id: "home", policy: .portrait), ScreenDeclaration(id: "keys")], root: "home",
            steps: [ScenarioStep(.showWindow("keyboard"))],
            windows: [WindowDeclaration(id: "keyboard", root: "keys", hidden: true, system: true)])
        let text = ConformancePlanWriter.plan(for: scenario, source: nil)
        var sequencer = StepSequencer(plan: try ConformancePlan.decode(Data(text.utf8), file: "keyboard"))
        _ = sequencer.next()
        sequencer.record([:])
        let end = sequencer.next()
        #expect(end == nil)
        #expect(sequencer.steps.last?.note?.contains("window of UIKit's own") == true)
    }

    @Test func aCrashEndsTheObservation() throws {
        let plan = try ConformanceFixtures.plan("plain-crash")
        var sequencer = StepSequencer(plan: plan)
        _ = sequencer.next()
        sequencer.record(["orientation": .text("landscapeRight")])
        let reference = PlanReference(name: plan.displayName, source: plan.source, fingerprint: "f")
        let observation = sequencer.observation(
            reference: reference, device: device,
            environment: ObservedEnvironment(kind: "fullScreen"), app: app,
            crash: CrashRecord(step: 1, name: "UIApplicationInvalidInterfaceOrientation"))
        #expect(observation.steps.map(\.status) == [.observed, .raised, .notRun])
        #expect(observation.crash?.step == 1)
        let comparison = try ConformanceComparison.compare(plan: plan, observation: observation, observationFile: "o")
        #expect(comparison.steps[1].fields.first { $0.field == .exception }?.outcome == .agreement)
    }

    @Test func everyExampleIsSequencedToTheEnd() throws {
        for name in PlanDecodingTests.exampleNames {
            let plan = try plan(name)
            var sequencer = StepSequencer(plan: plan)
            while sequencer.next() != nil { sequencer.record([:]) }
            #expect(sequencer.steps.count == plan.predictions.count, "\(name)")
            #expect(sequencer.steps.enumerated().allSatisfy { $0.offset == $0.element.index }, "\(name)")
        }
    }
}

extension SequencerTests {
    @Test func anInAppRunStartsWithTheDeviceAsPlanned() {
        #expect(
            ReplayInstruction.startPrompt(.portrait) == "Before the plan starts: hold the device upright (portrait).")
    }
}
