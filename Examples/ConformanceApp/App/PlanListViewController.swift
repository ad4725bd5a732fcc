#if canImport(UIKit)
import OrientationConformance
import UIKit

/// The plans the app bundles and those imported; tapping one replays it.
/// Publishes the bundled plans' names and initial device orientations for
/// UI tests (``UnattendedStatus/plansIdentifier``), one `name orientation` per line,
/// with why this device cannot run a plan (`PlanApplicability`).
@MainActor
final class PlanListViewController: UITableViewController {
    private let library: PlanLibrary
    private let onRun: (PlanEntry) -> Void
    private var sections: [(title: String, entries: [PlanEntry])] = []
    private let header = UILabel()
    private let plansElement = UILabel()
    private let statusElement = UILabel()
    private lazy var importer = DocumentImporter { [weak self] urls in self?.imported(urls) }

    init(library: PlanLibrary, onRun: @escaping (PlanEntry) -> Void) {
        self.library = library
        self.onRun = onRun
        super.init(style: .grouped)
        title = "Conformance plans"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Import", style: .plain, target: self,
            action: #selector(importTapped))
        header.numberOfLines = 0
        header.font = .preferredFont(forTextStyle: .footnote)
        plansElement.isAccessibilityElement = true
        plansElement.accessibilityIdentifier = UnattendedStatus.plansIdentifier
        plansElement.alpha = 0.02
        // No run is under way here: a UI test that waits for one stops at once (finding 15).
        statusElement.isAccessibilityElement = true
        statusElement.accessibilityIdentifier = UnattendedStatus.elementIdentifier
        statusElement.alpha = 0.02
        statusElement.font = .systemFont(ofSize: 1)
        let stack = UIStackView(arrangedSubviews: [header, plansElement, statusElement])
        stack.axis = .vertical
        stack.frame = CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: 80)
        stack.autoresizingMask = [.flexibleWidth]
        let container = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 88))
        container.addSubview(stack)
        tableView.tableHeaderView = container
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plan")
    }

    /// Reloads the plans and shows a problem, if any.
    func reload(problem: String? = nil) {
        loadViewIfNeeded()
        sections = [("Bundled", library.bundled), ("Imported", library.imported)]
        header.text =
            problem
            ?? "Tap a plan to replay it on this device. Import plans written by `orientation plan` from Files, or share them to this app."
        header.textColor = problem == nil ? .secondaryLabel : .systemRed
        let lines = library.bundled.map(listing).map(\.description)
        // The label announces the count, so a cut value is caught (finding 9).
        plansElement.text = PlanListing.announcement(count: lines.count)
        plansElement.accessibilityLabel = PlanListing.announcement(count: lines.count)
        plansElement.accessibilityValue = lines.joined(separator: "\n")
        statusElement.accessibilityValue =
            UnattendedStatus.problem(problem ?? "the plan list is shown; no run is under way").description
        tableView.reloadData()
    }

    /// The plan's line: with the step it is predicted to raise at, and the
    /// reasons this device cannot run it once the list is in a window
    /// (`viewDidAppear` publishes again). The unattended test cannot turn
    /// the rotation lock on.
    private func listing(_ entry: PlanEntry) -> PlanListing {
        guard let plan = (try? library.load(entry))?.plan else {
            return PlanListing(name: entry.name, orientation: .portrait, skipReason: "the plan cannot be read")
        }
        guard let window = view.window else { return PlanListing(plan: plan, name: entry.name, skipReasons: []) }
        let reasons = PlanApplicability.reasons(
            plan.scenario.device, on: DeviceFacts.device(in: window),
            environment: DeviceFacts.environment(in: window).kind, canSetRotationLock: false)
        return PlanListing(plan: plan, name: entry.name, skipReasons: reasons)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        plansElement.accessibilityValue = library.bundled.map(listing).map(\.description).joined(separator: "\n")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].entries.isEmpty ? nil : sections[section].title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plan", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].entries[indexPath.row].name
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onRun(sections[indexPath.section].entries[indexPath.row])
    }

    @objc private func importTapped() {
        importer.present(from: self)
    }

    private func imported(_ urls: [URL]) {
        var problems: [String] = []
        for url in urls {
            do {
                _ = try library.importPlan(from: url)
            } catch {
                problems.append("\(error)")
            }
        }
        reload(problem: problems.isEmpty ? nil : problems.joined(separator: "\n"))
    }
}
#endif
