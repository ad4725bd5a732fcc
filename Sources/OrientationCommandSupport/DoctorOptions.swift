import ArgumentParser

/// The options of `orientation doctor` and `orientation-doctor`: both
/// commands parse the same ones, so `orientation doctor --help` and a usage
/// error need no doctor built.
package struct DoctorOptions: ParsableArguments {
    /// The doctor's abstract, for both commands.
    package static let abstract = "Find every orientation workaround in an app and say what replaces it."

    /// The doctor's discussion, for both commands; `command` is how it is invoked.
    package static func discussion(command: String) -> String {
        """
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
          \(command) MyApp
          \(command) MyApp --format sarif > orientation.sarif
          \(command) MyApp --fail-on never      # report only
          \(command) MyApp --diff > migrate.patch && git apply migrate.patch
          Xcode build phase: "${ORIENTATION:-orientation}" doctor "$SRCROOT" --fail-on never
        """
    }

    /// Folders or files to examine.
    @Argument(help: "Folders or files to examine.")
    package var paths: [String]

    /// `--format`.
    @Option(help: "Output format: text (Xcode's file:line:column form), json or sarif.")
    package var format: DoctorFormat = .text

    /// `--fail-on`.
    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when a finding is at or above this severity: error, warning, note or never.")
    package var failOn: FailLevel = .error

    /// `--diff`.
    @Flag(help: "Print a unified diff of the mechanical migrations instead of the findings.")
    package var diff = false

    /// `--docs-url`.
    @Option(
        name: .customLong("docs-url"),
        help: "A base URL prefixed to each finding's docs/doctor/<code>.md link.")
    package var docsURL: String = ""

    /// `--no-summary`.
    @Flag(name: .customLong("no-summary"), help: "Text format: print the findings without the project summary.")
    package var noSummary = false

    /// `--no-dependencies`.
    @Flag(
        name: .customLong("no-dependencies"),
        help: "Leave the libraries committed under Pods and Carthage/Checkouts unread (no ORI-735 notes).")
    package var noDependencies = false

    /// `--jobs`.
    @Option(name: .customLong("jobs"), help: "Worker threads (every core by default).")
    package var jobs: Int?

    /// `--parse-every-file` (hidden): parse every Swift file, even those the
    /// doctor can tell hold nothing it reports; the output must be the same.
    @Flag(name: .customLong("parse-every-file"), help: .hidden)
    package var parsesEveryFile = false

    /// Parses nothing by itself: ArgumentParser fills the properties.
    package init() {}

    /// Rejects `--jobs` below 1.
    package func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
    }
}

/// `--format` of `doctor`.
package enum DoctorFormat: String, CaseIterable, ExpressibleByArgument {
    /// Xcode's `file:line:column: warning:` form and a summary.
    case text
    /// Every finding and the summary as JSON.
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
}

/// `--fail-on` of `doctor`.
package enum FailLevel: String, CaseIterable, ExpressibleByArgument {
    /// Fail on errors only (the default).
    case error
    /// Fail on warnings and errors.
    case warning
    /// Fail on any finding.
    case note
    /// Never fail for a finding.
    case never
}
