import ArgumentParser
import Foundation

#if ORIENTATION_DOCTOR
import OrientationDoctor
#endif

/// `orientation doctor PATH... [--format text|json|sarif] [--fail-on …] [--diff]`.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find every orientation workaround in an app and say what replaces it.",
        discussion: """
            Reads Swift (with swift-syntax), Objective-C and Objective-C++ \
            (comments, strings and #if 0 code skipped), Info.plist files and the \
            INFOPLIST_KEY_* settings of project.pbxproj, under the given folders \
            or files (Pods, Carthage, DerivedData, .build and .git are skipped). \
            Each finding gives the file, line and column, a stable code \
            (ORI-701...ORI-799, or the Info.plist lint's ORI-6xx), what the site \
            does today, from which iOS version it breaks or is deprecated, and \
            the line that replaces it with OrientationKit; docs/doctor/<code>.md \
            explains each code. A summary follows: the kinds of workaround, what \
            breaks on which iOS version, and the migration order.

            --diff prints a unified diff (for git apply) of the mechanical \
            migrations, made with swift-syntax's rewriter: the app delegate \
            hook's body, forwarding-only container subclasses, fixed masks of \
            view controllers, KVC rotations in view controllers. The other \
            findings need a person and are listed on standard error.

            Exit status: 0 when no finding is at or above --fail-on, 1 when one \
            is, 2 when an input could not be read (a missing path, an unreadable \
            or binary file, invalid UTF-8, a malformed Info.plist, a symbolic-link \
            loop); every other file is still analysed and reported.

            Examples:
              orientation doctor MyApp
              orientation doctor MyApp --format sarif > orientation.sarif
              orientation doctor MyApp --fail-on never      # report only
              orientation doctor MyApp --diff > migrate.patch && git apply migrate.patch
              Xcode build phase: "${ORIENTATION:-orientation}" doctor "$SRCROOT" --fail-on never
            """
    )

    @Argument(help: "Folders or files to examine.")
    var paths: [String]

    @Option(help: "Output format: text (Xcode's file:line:column form), json or sarif.")
    var format: DoctorFormat = .text

    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when a finding is at or above this severity: error, warning, note or never.")
    var failOn: FailLevel = .error

    @Flag(help: "Print a unified diff of the mechanical migrations instead of the findings.")
    var diff = false

    @Option(
        name: .customLong("docs-url"),
        help: "A base URL prefixed to each finding's docs/doctor/<code>.md link.")
    var docsURL: String = ""

    @Flag(name: .customLong("no-summary"), help: "Text format: print the findings without the project summary.")
    var noSummary = false

    func run() throws {
        #if ORIENTATION_DOCTOR
        let root = FileManager.default.currentDirectoryPath
        let report = ProjectDoctor(makesDiff: diff, diffRoot: root).examine(paths)
        if diff {
            try StandardOutput.write(report.diff)
            let text = DoctorTextFormatter(documentationBase: docsURL, includesSummary: false)
            let manual = report.findings.filter { !$0.isMechanical }.map(text.line)
            if !manual.isEmpty {
                StandardError.write("Not rewritten (needs a person):\n" + manual.joined(separator: "\n") + "\n")
            }
        } else {
            switch format {
            case .text:
                let formatter = DoctorTextFormatter(documentationBase: docsURL, includesSummary: !noSummary)
                try StandardOutput.write(formatter.format(report))
            case .json:
                try StandardOutput.write(DoctorJSONFormatter(documentationBase: docsURL).format(report))
            case .sarif:
                try StandardOutput.write(DoctorSARIFFormatter(root: root, documentationBase: docsURL).format(report))
            }
        }
        let status = report.exitStatus(failOn: failOn.severity)
        if status != 0 { throw ExitCode(status) }
        #else
        StandardError.write(
            "orientation doctor: this build has no doctor (ORIENTATION_WITHOUT_DOCTOR was set when "
                + "it was built); rebuild without it\n")
        throw ExitCode(ExitStatus.invalidInput)
        #endif
    }
}

/// `--format` of `doctor`.
enum DoctorFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case sarif
}

/// `--fail-on` of `doctor`.
enum FailLevel: String, CaseIterable, ExpressibleByArgument {
    case error
    case warning
    case note
    case never

    #if ORIENTATION_DOCTOR
    /// The lowest severity that fails; `nil` for never.
    var severity: DoctorSeverity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .never: nil
        }
    }
    #endif
}
