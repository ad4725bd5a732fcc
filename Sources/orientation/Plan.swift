import ArgumentParser
import Foundation
import OrientationCommandSupport
import OrientationTesting

/// `orientation plan FILE [--os N] [--home-button yes|no]`.
struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a replay plan for a real device: a scenario, the model's predictions and their rules.",
        discussion: """
            Prints a JSON document (schema version 1): the scenario's device, app, \
            screens (kinds, children, policies, overrides), extra windows and \
            steps; the model's prediction after every step (the objects of \
            `simulate --format json`, plus the app's answer to UIKit); and, for \
            each prediction, the numbers of the UIKit rules behind it, by field \
            (docs/UIKitRules.md). The ConformanceApp replays the plan on a device \
            and exports an observation file; `orientation compare` checks it.

            --os and --home-button retarget the scenario to the device you will \
            run it on, so that the predictions are the model's for that device.

            Exit status: 0 when the plan was written, 2 when the file is invalid \
            (the message names the file, line and key).

            Examples:
              orientation plan Examples/Scenarios/video-app.yaml > video-app.plan.json
              orientation plan player.yaml --os 18 --home-button yes
            """
    )

    @Argument(help: "A scenario file (YAML or JSON), or - for standard input.")
    var file: String

    @Option(help: "The iOS major version of the device (13 to 27); the scenario's by default.")
    var os: Int?

    @Option(
        name: .customLong("home-button"),
        help: "Whether the device has a home button: yes or no; the scenario's by default.")
    var homeButton: YesNo?

    func validate() throws {
        if let os, !(13...27).contains(os) {
            throw ValidationError("--os must be between 13 and 27, got \(os)")
        }
    }

    func run() throws {
        var scenario: Scenario
        do {
            if file == "-" {
                let parser = ScenarioParser(fileName: "<stdin>")
                scenario = try parser.parse(
                    data: try FileHandle.standardInput.read(upToCount: parser.maximumSize + 1) ?? Data())
            } else {
                scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: file), fileName: file)
            }
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        if let os { scenario.device.os = os }
        if let homeButton { scenario.device.homeButton = homeButton == .yes }
        // A step UIKit ignores makes the file invalid, as for `simulate`.
        if let refusal = Simulation.run(scenario).refusals.first {
            StandardError.write(
                "\(ScenarioError(file: file, line: refusal.line, key: refusal.key, message: "expected a step UIKit carries out; \(refusal.reason)"))\n"
            )
            throw ExitCode(ExitStatus.invalidInput)
        }
        try StandardOutput.write(ConformancePlanWriter.plan(for: scenario, source: file == "-" ? nil : file))
    }
}

/// A yes or no option value.
enum YesNo: String, CaseIterable, ExpressibleByArgument {
    /// Yes.
    case yes
    /// No.
    case no
}
