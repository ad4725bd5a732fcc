import Foundation

/// The progress of a run, written before each step so that a run UIKit
/// ends with an exception can be reported at the next launch ("UIKit
/// raised at step N").
public struct ReplayJournal: Sendable, Hashable, Codable {
    /// The plan replayed.
    public var plan: PlanReference
    /// Where the app found the plan, to read it again (a bundled plan's name or a file path).
    public var planLocation: String
    /// The steps recorded before the step under way.
    public var steps: [ObservedStep]
    /// The step being carried out, `nil` between steps.
    public var stepUnderWay: Int?
    /// True when the plan's screens were the app's first window.
    public var startedAtLaunch: Bool
    /// True when a UI test drives the run.
    public var unattended: Bool

    /// Creates a journal.
    public init(
        plan: PlanReference, planLocation: String, steps: [ObservedStep] = [], stepUnderWay: Int? = nil,
        startedAtLaunch: Bool, unattended: Bool
    ) {
        self.plan = plan
        self.planLocation = planLocation
        self.steps = steps
        self.stepUnderWay = stepUnderWay
        self.startedAtLaunch = startedAtLaunch
        self.unattended = unattended
    }
}

/// Where the journal and the last exception are kept: two small files in a
/// folder (the app uses Application Support). Writes are atomic.
public struct ReplayJournalStore: Sendable {
    /// The folder.
    public let directory: URL

    /// A store in a folder (created when needed).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The app's store: `Application Support/OrientationConformance`.
    public static func standard() -> ReplayJournalStore {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return ReplayJournalStore(directory: base.appendingPathComponent("OrientationConformance", isDirectory: true))
    }

    private var journalURL: URL { directory.appendingPathComponent("journal.json") }
    private var exceptionURL: URL { directory.appendingPathComponent("exception.txt") }

    /// Writes the journal.
    public func save(_ journal: ReplayJournal) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(journal).write(to: journalURL, options: .atomic)
    }

    /// The journal, or `nil` when there is none (or it cannot be read).
    public func load() -> ReplayJournal? {
        guard let data = try? Data(contentsOf: journalURL) else { return nil }
        return try? JSONDecoder().decode(ReplayJournal.self, from: data)
    }

    /// Removes the journal and the exception file.
    public func clear() {
        try? FileManager.default.removeItem(at: journalURL)
        try? FileManager.default.removeItem(at: exceptionURL)
    }

    /// Records an exception as it is raised (from an uncaught-exception
    /// handler: no decoding, one small write).
    public func recordException(name: String, reason: String?) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = name + "\n" + (reason ?? "")
        try? Data(text.utf8).write(to: exceptionURL, options: .atomic)
    }

    /// The crash of an interrupted run: the journal says a step was under
    /// way when the app died; the exception, if it was caught, says why. An
    /// exception raised between steps (no step under way) counts as raised
    /// at the next step, `steps.count`: UIKit raised after the last step
    /// recorded (CONFORMANCE-REVIEW finding 6b). `nil` when the last run
    /// finished or never started.
    public func pendingCrash() -> (journal: ReplayJournal, crash: CrashRecord)? {
        guard let journal = load() else { return nil }
        let exception = try? Data(contentsOf: exceptionURL)
        guard let step = journal.stepUnderWay ?? (exception == nil ? nil : journal.steps.count) else { return nil }
        var crash = CrashRecord(step: step)
        if let exception {
            let lines = String(decoding: exception, as: UTF8.self).split(
                separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            crash.name = lines.first.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            crash.reason = lines.count > 1 && !lines[1].isEmpty ? String(lines[1]) : nil
        }
        return (journal, crash)
    }
}
