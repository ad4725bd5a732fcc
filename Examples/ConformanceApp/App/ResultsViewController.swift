#if canImport(UIKit)
import OrientationConformance
import UIKit

/// The run's result: per step, the model's prediction and what UIKit did,
/// side by side, mismatches in red with the rules behind them; the
/// conditions the plan assumes; Export shares the observation file.
/// Publishes the status and the observation for UI tests.
final class ResultsViewController: UITableViewController {
    private let observation: Observation
    private let comparison: ConformanceComparison?
    private let problem: String?
    private let status: UnattendedStatus
    private let statusElement = UILabel()
    private let observationElement = UILabel()
    private let sizeElement = UILabel()
    private let fileElement = UILabel()
    /// Where the observation file went: its path, a note, or `nil` when no folder was named.
    private var fileOutcome: String?

    init(plan: ConformancePlan, planData: Data, observation: Observation, fixedStatus: UnattendedStatus?) {
        self.observation = observation
        var comparison: ConformanceComparison?
        var problem: String?
        do {
            comparison = try ConformanceComparison.compare(
                plan: plan, observation: observation, observationFile: "this run",
                planFingerprint: PlanFingerprint.of(planData))
        } catch {
            problem = "\(error)"
        }
        self.comparison = comparison
        self.problem = problem
        let mismatches = comparison?.mismatchCount ?? 0
        if let crash = observation.crash {
            status = .raised(step: crash.step, mismatches: mismatches)
        } else {
            status = fixedStatus ?? .finished(mismatches: mismatches, compared: comparison?.comparedSteps ?? 0)
        }
        super.init(style: .grouped)
        title = plan.displayName
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Export", style: .plain, target: self,
            action: #selector(exportTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
        let header = UILabel()
        header.numberOfLines = 0
        header.font = .preferredFont(forTextStyle: .footnote)
        header.textColor = (comparison?.mismatchCount ?? 1) == 0 ? .label : .systemRed
        let json = observationJSON
        fileOutcome = writeObservationFile(json)
        header.text = [headerText, fileOutcome].compactMap { $0 }.joined(separator: "\n")
        for (element, identifier, value) in [
            (statusElement, UnattendedStatus.elementIdentifier, status.description),
            (observationElement, UnattendedStatus.observationIdentifier, json),
            // The size lets a UI test tell a whole observation from a cut one (finding 9).
            (sizeElement, UnattendedStatus.observationSizeIdentifier, String(json.utf8.count)),
            (fileElement, UnattendedStatus.observationFileIdentifier, fileOutcome ?? ""),
        ] {
            element.isAccessibilityElement = true
            element.accessibilityIdentifier = identifier
            element.accessibilityValue = value
            element.text = identifier
            element.alpha = 0.02
        }
        let stack = UIStackView(arrangedSubviews: [header, statusElement, observationElement, sizeElement, fileElement])
        stack.axis = .vertical
        let size = stack.systemLayoutSizeFitting(
            CGSize(width: view.bounds.width - 32, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        stack.frame = CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: size.height)
        stack.autoresizingMask = [.flexibleWidth]
        let container = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: size.height + 16))
        container.addSubview(stack)
        tableView.tableHeaderView = container
    }

    /// Writes the observation to the folder the launch environment names
    /// (``ObservationFolder`` decides); the path written, a note, or `nil`.
    private func writeObservationFile(_ json: String) -> String? {
        guard let folder = ObservationFolder(environment: ProcessInfo.processInfo.environment) else { return nil }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        let destination = folder.destination(
            forPlan: observation.plan.name, exists: exists, isDirectory: isDirectory.boolValue,
            isWritable: FileManager.default.isWritableFile(atPath: folder.path))
        switch destination {
        case .write(let path):
            do {
                try Data(json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                return path
            } catch {
                return folder.writeFailedNote(plan: observation.plan.name, error: error.localizedDescription)
            }
        case .unusable(let note):
            return note
        }
    }

    private var headerText: String {
        guard let comparison else { return problem ?? "" }
        var lines: [String] = []
        if let crash = observation.crash {
            if crash.name == nil {
                lines.append(
                    "The run ended at step \(crash.step) and no exception was caught: the app was killed, or crashed outside UIKit's exceptions."
                )
            } else {
                lines.append("UIKit raised at step \(crash.step)" + (crash.reason.map { ": \($0)" } ?? "."))
            }
        }
        lines += comparison.conditions.filter { !$0.agrees }.map {
            "Condition \($0.name): the plan assumes \($0.planned), this device has \($0.observed)."
        }
        lines += comparison.notes
        lines.append(comparison.summary)
        return lines.joined(separator: "\n")
    }

    private var observationJSON: String {
        (try? observation.encoded()).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    override func numberOfSections(in tableView: UITableView) -> Int { comparison?.steps.count ?? 0 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let step = comparison?.steps[section] else { return nil }
        let state: String
        switch step.status {
        case .observed: state = step.mismatches.isEmpty ? "agrees" : "MISMATCH"
        case .raised: state = "UIKit raised"
        case .skipped: state = "skipped"
        case .notRun: state = "not run"
        }
        return "\(step.index). \(step.event): \(state)"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        comparison?.steps[section].note
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        comparison?.steps[section].fields.filter { $0.outcome != .notObserved }.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        guard let comparison else { return cell }
        let field = comparison.steps[indexPath.section].fields.filter { $0.outcome != .notObserved }[indexPath.row]
        let mismatch = field.outcome == .mismatch
        var text =
            "\(field.field.rawValue)   predicted \(field.predicted)   observed \(field.observed?.description ?? "-")"
        if mismatch { text += "\n" + comparison.explanation(field) }
        cell.textLabel?.text = text
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.font = .monospacedDigitSystemFont(ofSize: 13, weight: mismatch ? .semibold : .regular)
        cell.textLabel?.textColor = mismatch ? .systemRed : .label
        cell.selectionStyle = .none
        return cell
    }

    @objc private func exportTapped() {
        let name = observation.plan.name.replacingOccurrences(of: "/", with: "-")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).observed.json")
        do {
            try observation.encoded().write(to: url, options: .atomic)
        } catch {
            return
        }
        let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        share.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(share, animated: true)
    }
}
#endif
