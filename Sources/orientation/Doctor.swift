import ArgumentParser
import Foundation
import OrientationCommandSupport

/// `orientation doctor PATH... [--format text|json|sarif] [--fail-on …] [--diff]`.
///
/// The doctor is its own executable, `orientation-doctor`, the only one
/// that builds swift-syntax: this command checks the options, finds it
/// (``DoctorLocator``) and hands it the arguments as given, so
/// `orientation simulate` never waits for swift-syntax to build.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: DoctorOptions.abstract,
        discussion: DoctorOptions.discussion(command: "orientation doctor")
    )

    @OptionGroup var options: DoctorOptions

    func run() throws {
        let arguments = Array(CommandLine.arguments.dropFirst().drop { $0 != "doctor" }.dropFirst())
        let locator = DoctorLocator.current()
        switch locator.resolve() {
        case .found(let doctor):
            if let hint = locator.staleHint(for: doctor) { StandardError.write(hint) }
            try DoctorLauncher.exec(doctor, arguments)
        case .buildable(let recipe):
            try DoctorLauncher.exec(DoctorLauncher.build(recipe), arguments)
        case .missing(let message):
            StandardError.write(message)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
