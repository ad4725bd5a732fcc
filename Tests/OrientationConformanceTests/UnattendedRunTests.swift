import Foundation
import OrientationConformance
import OrientationCore
import Testing

/// What the unattended UI test decides from the app's status, and the
/// pieces the app decides with (CONFORMANCE-REVIEW findings 3-9, 13-15).
@Suite struct UnattendedRunTests {
    private func plan(_ example: String) throws -> ConformancePlan {
        let url = ConformanceFixtures.examples.appendingPathComponent(example)
        return try ConformancePlan.decode(Data(try ConformanceFixtures.planText(url).utf8), file: example)
    }

    // MARK: Finding 3: away steps

    @Test func theTestStaysAwayWhileTheAppPerformsItsBackgroundSteps() throws {
        let plan = try plan("regression-no-calls-while-inactive.yaml")
        let leave = try #require(ReplayInstruction.make(for: plan, at: 1))
        // rotate, rotate, push: three app steps before `foreground`.
        #expect(leave.automation == .leaveApp(thenRotate: [], appSteps: 3))
        #expect(UnattendedTiming.awayTime(turns: 0, appSteps: 3) == 16)
        #expect(UnattendedTiming.stepTimeout(leave.automation) > UnattendedTiming.awayTime(turns: 0, appSteps: 3))
        #expect(leave.prompt?.contains("stay there about 15 s while this app carries out 3 steps") == true)
        let inBackground = (2...4).compactMap { ReplayInstruction.make(for: plan, at: $0) }
        #expect(inBackground.map(\.whileAway) == [true, true, true])
        #expect(ReplayInstruction.make(for: plan, at: 5)?.whileAway == false)
    }

    @Test(arguments: ["waiting 2 leaveApp@3", "waiting 2 leaveApp:faceUp,portrait@1"])
    func awayStatusRoundTrips(_ text: String) throws {
        let status = try #require(UnattendedStatus(text))
        #expect(status.description == text)
    }

    @Test(arguments: ["waiting 2 leaveApp@0", "waiting 2 leaveApp@x", "waiting 2 leaveApp@-1", "waiting 2 manual@2"])
    func badAwayCountsAreNotAStatus(_ text: String) {
        #expect(UnattendedStatus(text) == nil)
    }

    // MARK: Finding 4: rotation lock

    @Test func aRotationLockStepWaitsForTheAppToResignAndComeBack() throws {
        let plan = try plan("rotation-lock.yaml")
        let index = try #require(
            plan.scenario.steps.first { if case .rotationLock = $0.action { true } else { false } }?.index)
        #expect(ReplayInstruction.make(for: plan, at: index)?.awaited == .appReactivated)
        var watch = ReactivationWatch()
        watch.appBecameActive() // already active when the step begins: not the person's doing
        #expect(!watch.reached)
        watch.appResignedActive()
        #expect(!watch.reached)
        watch.appBecameActive()
        #expect(watch.reached)
    }

    // MARK: Finding 5: step timeouts

    @MainActor @Test func aCompletionUIKitNeverCallsTimesOut() async {
        let outcome = await CompletionRace.run(timeout: 0.2, poll: 0.01) { _ in }
        #expect(outcome == .timedOut)
    }

    @MainActor @Test func aCompletionThatComesEndsTheRace() async {
        let outcome = await CompletionRace.run(timeout: 5, poll: 0.01) { done in
            Task { @MainActor in done() }
        }
        #expect(outcome == .completed)
    }

    @MainActor @Test func skipEndsTheRace() async {
        let outcome = await CompletionRace.run(timeout: 5, poll: 0.01, skipped: { true }, start: { _ in })
        #expect(outcome == .skipped)
    }

    @Test func aRefusedPresentationIsNoted() {
        #expect(TransitionStepNote.present(.completed, done: true) == nil)
        #expect(
            TransitionStepNote.present(.timedOut, done: false)
                == "UIKit did not present (no completion within 3 s: the request was refused)")
        #expect(TransitionStepNote.dismiss(.skipped, done: false) == "dismiss: Skip was tapped; UIKit had not done it")
    }

    // MARK: Finding 6: the crash record

    @Test(arguments: [
        ("iPhone10,1", true), ("iPhone10,3", false), ("iPhone12,8", true), ("iPhone14,6", true),
        ("iPhone15,2", false), ("iPhone17,5", false), ("iPhone9,4", true),
    ])
    func homeButtonComesFromTheModel(_ model: String, _ home: Bool) {
        #expect(DeviceModel.hasHomeButton(model) == home)
    }

    @Test(arguments: ["iPad13,1", "arm64", "iPhone", "iPhoneX,1"])
    func otherModelsAskTheWindow(_ model: String) {
        #expect(DeviceModel.hasHomeButton(model) == nil)
    }

    @Test func aRaiseBetweenStepsCountsAtTheNextStep() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let store = ReplayJournalStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        var journal = ReplayJournal(
            plan: PlanReference(name: "P", source: nil, fingerprint: "0123456789abcdef"), planLocation: "bundled:p",
            startedAtLaunch: true, unattended: true)
        journal.steps = [ObservedStep(index: 0, event: "start", status: .observed)]
        try store.save(journal)
        #expect(store.pendingCrash() == nil)
        store.recordException(name: "UIApplicationInvalidInterfaceOrientation", reason: "no common orientation")
        let crash = try #require(store.pendingCrash()?.crash)
        #expect(crash.step == 1)
        #expect(crash.name == "UIApplicationInvalidInterfaceOrientation")
    }

    // MARK: Finding 7: a predicted raise

    @Test func aPredictedRaiseAbsorbsXCTestsReportsOfTheDeadApp() {
        let raise = PredictedRaise(step: 0)
        let issues = [
            "Failed to get matching snapshot: Application org.swift-orientation.ConformanceApp is not running",
            "Lost connection to the application (pid 4242).",
            "ConformanceApp crashed in __exceptionPreprocess",
        ]
        for issue in issues {
            #expect(raise.absorbs(issue, appDied: true))
            #expect(!PredictedRaise(step: 1).absorbs(issue, appDied: false))
            #expect(!PredictedRaise(step: nil).absorbs(issue, appDied: true))
        }
        #expect(!raise.absorbs("conformance: portrait-plist-plain: the app is not running", appDied: true))
        // A query in flight fails before the test sees the app die: the
        // run had reached the predicted step.
        let later = PredictedRaise(step: 2)
        #expect(later.absorbs(issues[0], appDied: false, lastStepSeen: 2))
        #expect(!later.absorbs(issues[0], appDied: false, lastStepSeen: 1))
        #expect(!later.absorbs(issues[0], appDied: false))
        #expect(raise.absorbs(issues[0], appDied: false)) // a raise at launch
        #expect(!raise.absorbs("XCTAssertEqual failed: (\"1\") is not equal to (\"0\")", appDied: true))
    }

    @Test func theVerdictTreatsThePredictedRaiseAsAgreement() {
        #expect(
            PredictedRaise(step: 0).verdict(.raised(step: 0, mismatches: 0))
                == .agrees("UIKit raised at step 0, as the model predicts"))
        #expect(PredictedRaise(step: 2).verdict(.raised(step: 1, mismatches: 0)) != .agrees(nil))
        #expect(PredictedRaise(step: nil).verdict(.raised(step: 1, mismatches: 0)).isDisagreement)
        #expect(PredictedRaise(step: 3).verdict(.finished(mismatches: 0, compared: 4)).isDisagreement)
        #expect(PredictedRaise(step: nil).verdict(.finished(mismatches: 0, compared: 4)) == .agrees(nil))
        #expect(PredictedRaise(step: nil).verdict(.finished(mismatches: 2, compared: 4)).isDisagreement)
        #expect(PredictedRaise(step: 0).verdict(.raised(step: 0, mismatches: 1)).isDisagreement)
    }

    @Test func theListNamesTheStepAPlanRaisesAt() throws {
        let plan = try plan("portrait-plist-plain.yaml")
        let line = PlanListing(plan: plan, name: "portrait-plist-plain", skipReasons: [])
        #expect(line.raisesAt == plan.predictions.first { $0.exception != nil }?.index)
        #expect(line.raisesAt != nil)
        #expect(PlanListing(line.description) == line)
        #expect(PlanListing("p portrait raises:x") == nil)
    }

    // MARK: Finding 8: gestures

    @Test func aGestureThatStartsNoTransitionIsRefused() {
        var watch = GestureWatchState(phase: .finish)
        let r1 = watch.verdict(now: 0)
        #expect(r1 == .waiting)
        watch.touchBegan()
        watch.touchEnded(at: 1)
        let r2 = watch.verdict(now: 1.5)
        #expect(r2 == .waiting)
        let r3 = watch.verdict(now: 2.1)
        #expect(r3 == .refused)
    }

    @Test func aQuickDragOverBetweenTwoPollsStillFinishes() {
        var watch = GestureWatchState(phase: .finish)
        watch.touchEnded(at: 1)
        watch.contentChanged()
        let r4 = watch.verdict(now: 3)
        #expect(r4 == .reached)
    }

    @Test func aGestureThatEndsTheOtherWayIsForgotten() {
        var watch = GestureWatchState(phase: .cancel)
        watch.transitionAppeared()
        watch.transitionEnded(cancelled: false)
        let r5 = watch.verdict(now: 1)
        #expect(r5 == .waiting)
        watch.transitionAppeared()
        watch.transitionEnded(cancelled: true)
        let r6 = watch.verdict(now: 2)
        #expect(r6 == .reached)
        var begin = GestureWatchState(phase: .begin)
        begin.transitionAppeared()
        let r7 = begin.verdict(now: 0)
        #expect(r7 == .reached)
    }

    // MARK: Finding 9: data that does not arrive whole

    @Test func aCutPlanListFailsInsteadOfShrinking() throws {
        let text = "a portrait\nb landscapeLeft raises:0\nc portrait skip: idiom pad, this device is phone"
        #expect(try PlanListing.parse(text, announced: PlanListing.announcement(count: 3)).count == 3)
        #expect(throws: ConformanceTransferError.listCut(announced: 5, parsed: 3, lines: 3)) {
            try PlanListing.parse(text, announced: "5 plans")
        }
        #expect(throws: ConformanceTransferError.listCut(announced: 3, parsed: 2, lines: 3)) {
            try PlanListing.parse("a portrait\nb landscapeLeft\nc portr", announced: "3 plans")
        }
        #expect(throws: ConformanceTransferError.unreadableAnnouncement("plans")) {
            try PlanListing.parse(text, announced: "plans")
        }
    }

    @Test func aCutObservationFails() throws {
        try ConformanceTransferError.checkObservation("{\"a\":1}", announcedSize: "7")
        #expect(throws: ConformanceTransferError.observationCut(announced: 700, received: 7)) {
            try ConformanceTransferError.checkObservation("{\"a\":1}", announcedSize: "700")
        }
        #expect(throws: ConformanceTransferError.self) {
            try ConformanceTransferError.checkObservation("{}", announcedSize: nil)
        }
    }

    // MARK: Smaller notes

    @Test func onlyTheSystemsInboxCopiesAreRemoved() {
        let documents = URL(fileURLWithPath: "/var/mobile/Containers/Data/Application/X/Documents")
        #expect(
            PlanInbox.isInboxCopy(documents.appendingPathComponent("Inbox/video-app.plan.json"), documents: documents))
        #expect(
            !PlanInbox.isInboxCopy(
                documents.appendingPathComponent("Imported Plans/video-app.plan.json"), documents: documents))
        #expect(!PlanInbox.isInboxCopy(documents.appendingPathComponent("Inboxes/a.json"), documents: documents))
        #expect(!PlanInbox.isInboxCopy(URL(fileURLWithPath: "/private/var/tmp/Inbox/a.json"), documents: documents))
    }

    // MARK: Finding 13: settling

    @Test func aRotationUnderWayKeepsTheStepFromSettling() {
        var tracker = SettleTracker()
        let r8 = tracker.settled(
            elapsed: 0.8, orientation: .portrait, transitionRunning: false, secondsSinceGeometryChange: nil)
        #expect(!r8)
        // The geometry changed 0.1 s ago: a size transition runs.
        let r9 = tracker.settled(
            elapsed: 1.1, orientation: .portrait, transitionRunning: false, secondsSinceGeometryChange: 0.1)
        #expect(!r9)
        let r10 = tracker.settled(
            elapsed: 1.4, orientation: .portrait, transitionRunning: false, secondsSinceGeometryChange: 0.4)
        #expect(r10)
        var background = SettleTracker(minimum: 0)
        #expect(background.firstWait == 0)
        let r11 = background.settled(
            elapsed: 0, orientation: .portrait, transitionRunning: false, secondsSinceGeometryChange: nil)
        #expect(!r11)
        let r12 = background.settled(
            elapsed: 0.3, orientation: .portrait, transitionRunning: false, secondsSinceGeometryChange: nil)
        #expect(r12)
    }

    // MARK: Findings 14 and 15: the driver

    @Test func aPersonsStepIsPerformedOnce() {
        var driver = UnattendedDriverState()
        let waiting = UnattendedStatus.waiting(step: 4, .swipeBack(.finish))
        let r13 = driver.next(status: waiting, appRunning: true, now: 0)
        #expect(r13 == .perform(step: 4, .swipeBack(.finish)))
        let hiccup = driver.next(status: nil, appRunning: true, now: 0.2) // a snapshot hiccup
        #expect(hiccup == .wait)
        let r14 = driver.next(status: waiting, appRunning: true, now: 0.4)
        #expect(r14 == .wait)
        let r15 = driver.next(status: waiting, appRunning: true, now: 21)
        #expect(r15 == .skip(step: 4))
        let r16 = driver.next(status: waiting, appRunning: true, now: 30)
        #expect(r16 == .wait)
        let next = UnattendedStatus.waiting(step: 5, .returnToApp)
        let r17 = driver.next(status: next, appRunning: true, now: 31)
        #expect(r17 == .perform(step: 5, .returnToApp))
        #expect(driver.performedStep == 5)
        #expect(driver.lastStepSeen == 5)
    }

    @Test func aProblemTheAppShowsEndsTheRunAtOnce() {
        var driver = UnattendedDriverState()
        let problem = UnattendedStatus("error No bundled plan is named 'x'.")
        #expect(problem == .problem("No bundled plan is named 'x'."))
        #expect(problem?.description == "error No bundled plan is named 'x'.")
        let action = driver.next(status: problem, appRunning: true, now: 0)
        guard case .fail(let reason) = action else {
            Issue.record("a problem must end the run")
            return
        }
        #expect(reason.contains("No bundled plan"))
    }

    @Test func aMissingStatusOrAnAppThatKeepsDyingEndsTheRun() {
        var driver = UnattendedDriverState()
        let r18 = driver.next(status: nil, appRunning: true, now: 0)
        #expect(r18 == .wait)
        let r19 = driver.next(status: nil, appRunning: true, now: 29)
        #expect(r19 == .wait)
        let r20 = driver.next(status: nil, appRunning: true, now: 31)
        #expect(r20 != .wait)
        var dying = UnattendedDriverState()
        for _ in 0..<UnattendedDriverState.relaunchLimit {
            let r21 = dying.next(status: nil, appRunning: false, now: 0)
            #expect(r21 == .relaunch)
        }
        let r22 = dying.next(status: nil, appRunning: false, now: 0)
        #expect(r22 != .relaunch)
        var ending = UnattendedDriverState()
        let end = UnattendedStatus.raised(step: 0, mismatches: 0)
        let r23 = ending.next(status: end, appRunning: true, now: 0)
        #expect(r23 == .end(end))
    }
}

extension RunVerdict {
    fileprivate var isDisagreement: Bool {
        if case .disagrees = self { true } else { false }
    }
}
