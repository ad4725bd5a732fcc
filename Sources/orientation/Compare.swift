import ArgumentParser
import Foundation
import OrientationCommandSupport
import OrientationConformance

/// `orientation compare PLAN OBSERVED [--format text|json]`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare what a device observed with a plan's predictions.",
        discussion: """
            Reads a plan (`orientation plan`) and the observation file the \
            ConformanceApp exported after replaying it, and prints, for each \
            step and field, agreement or mismatch; for each mismatch, the UIKit \
            rules the model applied (docs/UIKitRules.md). First it checks the \
            conditions the plan assumes: idiom, iOS version, home button, \
            environment and what the app's bundle declares.

            Exit status: 0 when the device agrees with the model, 1 on any \
            mismatch, 2 when a file cannot be read or is malformed (the message \
            names the file and the field).

            Examples:
              orientation compare video-app.plan.json video-app.observed.json
              orientation compare plan.json observed.json --format json
            """
    )

    @Argument(help: "The plan file (JSON written by `orientation plan`).")
    var plan: String

    @Argument(help: "The observation file exported by the ConformanceApp.")
    var observed: String

    @Option(help: "Output format: text or json.")
    var format: CompareFormat = .text

    func run() throws {
        let comparison: ConformanceComparison
        do {
            let planURL = URL(fileURLWithPath: plan)
            let loaded = try ConformancePlan.load(contentsOf: planURL, file: plan)
            let observation = try Observation.load(contentsOf: URL(fileURLWithPath: observed), file: observed)
            let fingerprint = (try? Data(contentsOf: planURL)).map(PlanFingerprint.of)
            comparison = try ConformanceComparison.compare(
                plan: loaded, observation: observation,
                observationFile: observed, planFingerprint: fingerprint)
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        switch format {
        case .text: try StandardOutput.write(comparison.text)
        case .json: try StandardOutput.write(try comparison.json())
        }
        if comparison.exitCode != 0 { throw ExitCode(comparison.exitCode) }
    }
}

/// How `compare` prints its report.
enum CompareFormat: String, CaseIterable, ExpressibleByArgument {
    /// A readable report.
    case text
    /// A JSON object.
    case json
}
