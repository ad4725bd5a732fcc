import ArgumentParser
import Foundation
import OrientationTesting

/// `orientation simulate [FILE] [--format text|json]`.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario file through the UIKit orientation model.",
        discussion: """
        Prints one row per step: the event, the visible and deciding screens, \
        the supported orientations, the interface and device orientations and \
        any diagnostics; then the results of the file's `expect` steps.

        Exit status: 0 when every expectation held and UIKit raised nowhere \
        unexpected, 1 otherwise, 2 when the file is invalid (the message names \
        the file, line and key). Without FILE, runs the built-in video app of \
        ELOrientationControlDemo.

        Examples:
          orientation simulate
          orientation simulate Examples/Scenarios/jongwonwoo-player.yaml
          orientation simulate player.yaml --format json
          orientation simulate player.yaml --format html --compare > player.html

        `--format html` and `--format svg` draw a storyboard: one frame per \
        step with the device as held and the interface as UIKit shows it. \
        `--compare` runs the flow in plain UIKit and with the library and \
        draws both, plain UIKit above (text and json: the file's own mode).
        """
    )

    @Argument(help: "A scenario file (YAML or JSON). Omit to run the built-in video app.")
    var file: String?

    @Option(help: "Output format: text, json, html or svg (a storyboard).")
    var format: OutputFormat = .text

    @Flag(help: "Storyboards: draw the flow in plain UIKit and with the library, one above the other.")
    var compare = false

    func run() throws {
        let scenario: Scenario
        do {
            if let file {
                scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: file), fileName: file)
            } else {
                scenario = try BuiltInScenario.videoApp()
            }
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(2)
        }
        let report = Simulation.run(scenario)
        switch format {
        case .text: print(ReportTextFormatter().format(report), terminator: "")
        case .json: print(ReportJSONFormatter().format(report), terminator: "")
        case .html, .svg: print(storyboard(of: scenario, report: report), terminator: "")
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// The storyboard of the run, or of both modes with `--compare`.
    func storyboard(of scenario: Scenario, report: SimulationReport) -> String {
        var board = Storyboard(report)
        if compare {
            let both = Simulation.runBothModes(scenario)
            board = Storyboard(plain: both.plain, library: both.library)
        }
        return format == .svg ? board.svg() : board.html()
    }
}
