import ArgumentParser
import Foundation
import OrientationCommandSupport
import OrientationCore
import OrientationDoctor

/// `orientation-doctor PATH... [--format text|json|sarif] [--fail-on …] [--diff]`:
/// the doctor on its own, the executable `orientation doctor` runs. It is
/// the only one of the package's executables that builds swift-syntax.
@main
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orientation-doctor",
        abstract: DoctorOptions.abstract,
        discussion: DoctorOptions.discussion(command: "orientation doctor"),
        version: OrientationPackage.version
    )

    @OptionGroup var options: DoctorOptions

    func run() throws {
        let root = FileManager.default.currentDirectoryPath
        let report = ProjectDoctor(
            makesDiff: options.diff, diffRoot: root,
            threads: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            parsesEveryFile: options.parsesEveryFile, readsDependencies: !options.noDependencies
        ).examine(options.paths)
        if options.diff {
            try StandardOutput.write(report.diff)
            let text = DoctorTextFormatter(documentationBase: options.docsURL, includesSummary: false)
            let manual = report.findings.filter { !$0.isMechanical }.map(text.line)
            if !manual.isEmpty {
                StandardError.write("Not rewritten (needs a person):\n" + manual.joined(separator: "\n") + "\n")
            }
        } else {
            try StandardOutput.write(format(report, root: root))
        }
        let status = report.exitStatus(failOn: options.failOn.severity)
        if status != 0 { throw ExitCode(status) }
    }

    /// The report in the format asked for.
    private func format(_ report: DoctorReport, root: String) -> String {
        switch options.format {
        case .text:
            DoctorTextFormatter(documentationBase: options.docsURL, includesSummary: !options.noSummary).format(report)
        case .json:
            DoctorJSONFormatter(documentationBase: options.docsURL).format(report)
        case .sarif:
            DoctorSARIFFormatter(root: root, documentationBase: options.docsURL).format(report)
        }
    }
}

extension FailLevel {
    /// The lowest severity that fails; `nil` for never.
    var severity: DoctorSeverity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .never: nil
        }
    }
}
