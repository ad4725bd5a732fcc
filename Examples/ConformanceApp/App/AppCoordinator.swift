#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// Decides what the window shows: the plan list, a replay, or the results
/// of a run (also of one UIKit ended with an exception, at the next launch).
@MainActor
final class AppCoordinator: NSObject {
    private let window: UIWindow
    private let library = PlanLibrary()
    private let journal = ReplayJournalStore.standard()
    private var replay: ReplayController?
    /// A crash to report once the window is visible (its safe area known).
    private var crashToReport: (journal: ReplayJournal, crash: CrashRecord, unattended: Bool)?
    private lazy var list = PlanListViewController(
        library: library,
        onRun: { [weak self] entry in
            self?.run(entry, atLaunch: false, unattended: false)
        })

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// At launch: report a run UIKit ended when this launch asks about it
    /// (an unattended launch names its plan; a stale run of another is
    /// dropped with a note), else replay the plan the launch arguments name
    /// (`-ConformancePlan`), else show the list.
    func start(_ request: LaunchRequest) {
        var stale: String?
        if let pending = journal.pendingCrash() {
            journal.clear()
            if request.owns(pendingRunAt: pending.journal.planLocation) {
                // Reported once the window is visible: the observation reads
                // the window's safe area (finding 6a).
                crashToReport = (pending.journal, pending.crash, request.unattended)
                window.rootViewController = UIViewController()
                return
            }
            stale = "A run of \(pending.journal.plan.name) left by an interrupted test was dropped."
        }
        journal.clear()
        if let name = request.plan, let entry = library.entry(at: name) {
            run(entry, atLaunch: true, unattended: request.unattended)
            return
        }
        let missing = request.plan.map { "No bundled plan is named '\($0)'." }
        showList(problem: [missing, stale].compactMap { $0 }.joined(separator: "\n").nilIfEmpty)
    }

    /// Called once the window is key and visible: reports a crash left for this launch.
    func windowIsVisible() {
        guard let pending = crashToReport else { return }
        crashToReport = nil
        window.layoutIfNeeded()
        reportCrash(pending.journal, pending.crash, unattended: pending.unattended)
    }

    /// Imports shared plan files and shows the list.
    func importPlans(from urls: [URL]) {
        var problems: [String] = []
        for url in urls {
            do {
                _ = try library.importPlan(from: url)
            } catch {
                problems.append("\(error)")
            }
        }
        guard replay == nil else { return }
        showList(problem: problems.isEmpty ? nil : problems.joined(separator: "\n"))
    }

    private func showList(problem: String? = nil) {
        OrientationAnswer.shared.mode = .app
        list.reload(problem: problem)
        window.rootViewController = UINavigationController(rootViewController: list)
    }

    private func run(_ entry: PlanEntry, atLaunch: Bool, unattended: Bool) {
        do {
            let loaded = try library.load(entry)
            let replay = ReplayController(
                plan: loaded.plan, data: loaded.data, entry: entry, window: window,
                startedAtLaunch: atLaunch, unattended: unattended)
            replay.onFinish = { [weak self] observation, status in
                self?.replay = nil
                self?.showResults(plan: loaded.plan, data: loaded.data, observation: observation, status: status)
            }
            self.replay = replay
            replay.start()
        } catch {
            showList(problem: "\(error)")
        }
    }

    private func reportCrash(_ journal: ReplayJournal, _ crash: CrashRecord, unattended: Bool) {
        guard let entry = library.entry(at: journal.planLocation), let loaded = try? library.load(entry) else {
            showList(problem: "UIKit raised at step \(crash.step) of '\(journal.plan.name)', whose plan is gone.")
            return
        }
        let sequencer = StepSequencer(plan: loaded.plan, recorded: journal.steps)
        let app = DeviceFacts.app(
            library: loaded.plan.scenario.app.library, startedAtLaunch: journal.startedAtLaunch,
            unattended: journal.unattended || unattended)
        let observation = sequencer.observation(
            reference: journal.plan, device: DeviceFacts.device(in: window),
            environment: DeviceFacts.environment(in: window), app: app, crash: crash)
        showResults(plan: loaded.plan, data: loaded.data, observation: observation, status: nil)
    }

    private func showResults(plan: ConformancePlan, data: Data, observation: Observation, status: UnattendedStatus?) {
        OrientationAnswer.shared.mode = .app
        let results = ResultsViewController(plan: plan, planData: data, observation: observation, fixedStatus: status)
        let navigation = UINavigationController(rootViewController: results)
        results.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Plans", style: .plain, target: self,
            action: #selector(backToList))
        window.rootViewController = navigation
    }

    @objc private func backToList() {
        showList()
    }
}
#endif
