/// The exit statuses of `orientation`, as `--help` and docs/CommandLine.md list them.
package enum ExitStatus {
    /// Everything held.
    package static let success: Int32 = 0
    /// `simulate`: an expectation failed or UIKit raised an exception nothing
    /// anticipated. `lint`: a diagnostic is an error. `doctor`: a finding at
    /// or above `--fail-on`.
    package static let failed: Int32 = 1
    /// The input cannot be used: unreadable, invalid, or (for `simulate`) a
    /// step UIKit ignores.
    package static let invalidInput: Int32 = 2
    /// A usage error (an unknown option or value), from ArgumentParser.
    package static let usage: Int32 = 64
    /// The output could not be written (a full disk, a closed file).
    package static let outputFailed: Int32 = 74

    /// The lines `--help` shows.
    package static let help = """
        Exit status:
          0   success
          1   simulate: an expectation failed or UIKit raised an exception nothing
              anticipated; lint: a diagnostic is an error; doctor: a finding at
              or above --fail-on
          2   the input file is unreadable or invalid, or a step is one UIKit
              ignores (the message names the file, line and key)
          64  usage error (unknown option or value)
          74  the output could not be written
        """
}
