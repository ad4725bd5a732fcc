import Foundation
import OrientationConformance
import Testing

/// Crash bookkeeping: progress written before each step is reported at the next launch.
@Suite struct JournalTests {
    private func store() -> ReplayJournalStore {
        let directory = ConformanceFixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/conformance-test-files/\(UUID().uuidString)")
        return ReplayJournalStore(directory: directory)
    }

    private let reference = PlanReference(name: "Plan", source: "plan.yaml", fingerprint: "0123456789abcdef")

    @Test func aStepUnderWayWhenTheAppDiedIsACrash() throws {
        let store = store()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        #expect(store.pendingCrash() == nil)
        var journal = ReplayJournal(
            plan: reference, planLocation: "plan.json", startedAtLaunch: true, unattended: false)
        journal.steps = [ObservedStep(index: 0, event: "start", status: .observed)]
        journal.stepUnderWay = 1
        try store.save(journal)
        store.recordException(
            name: "UIApplicationInvalidInterfaceOrientation", reason: "Supported orientations has no common orientation"
        )
        let pending = try #require(store.pendingCrash())
        #expect(pending.journal == journal)
        #expect(
            pending.crash
                == CrashRecord(
                    step: 1, name: "UIApplicationInvalidInterfaceOrientation",
                    reason: "Supported orientations has no common orientation"))
        store.clear()
        #expect(store.pendingCrash() == nil)
    }

    @Test func betweenStepsThereIsNoCrash() throws {
        let store = store()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        try store.save(
            ReplayJournal(
                plan: reference, planLocation: "plan.json", stepUnderWay: nil,
                startedAtLaunch: false, unattended: false))
        #expect(store.load() != nil)
        #expect(store.pendingCrash() == nil)
    }

    @Test func anUncaughtReasonIsOptional() throws {
        let store = store()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        try store.save(
            ReplayJournal(plan: reference, planLocation: "p", stepUnderWay: 3, startedAtLaunch: true, unattended: true))
        #expect(store.pendingCrash()?.crash == CrashRecord(step: 3))
    }
}
