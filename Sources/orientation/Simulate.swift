import ArgumentParser
import Foundation
import OrientationCommandSupport
import OrientationTesting

/// `orientation simulate [FILE|-] [--format text|json|html|svg] [--compare]`.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario file through the UIKit orientation model.",
        discussion: """
            Prints one row per step: the event, the visible and deciding screens, \
            the supported orientations, the interface and device orientations and \
            any diagnostics; then the results of the file's `expect` steps. Text \
            wraps to the terminal's width and shows control characters as escapes.

            `--format html` and `--format svg` draw a storyboard: one frame per \
            step with the device as held and the interface as UIKit shows it. \
            `--compare` runs the flow in plain UIKit and with the library and \
            draws both, plain UIKit above (text and json: the file's own mode).

            Every step UIKit would refuse is reported: a push of a screen already \
            in the stack or a presentation of one already presented raises \
            NSInvalidArgumentException (exit 1 unless an `expect` step anticipates \
            it); a pop of a navigation stack's root, a dismiss with nothing \
            presented or a tab that does not exist is ignored by UIKit, so the file \
            is invalid (exit 2, naming the step's line).

            `present: screen` presents full screen (fullScreen), this format's \
            default. UIKit's own default is `automatic`: from iOS 13 a page sheet \
            (a card over the presenter on iPhone, a centred sheet on iPad), which \
            leaves the presenter in charge of orientation; before iOS 13, full \
            screen. Write `style: automatic` to match \
            `present(_:animated:)` without a style.

            \(ExitStatus.help)

            Without FILE, runs the built-in video app of ELOrientationControlDemo.

            Examples:
              orientation simulate
              orientation simulate Examples/Scenarios/jongwonwoo-player.yaml
              orientation simulate player.yaml --format json
              orientation simulate - < player.json
              orientation simulate player.yaml --format html --compare > player.html
            """
    )

    @Argument(help: "A scenario file (YAML or JSON), or - for standard input. Omit to run the built-in video app.")
    var file: String?

    @Option(help: "Output format: text, json, html or svg (a storyboard).")
    var format: OutputFormat = .text

    @Flag(help: "Storyboards: draw the flow in plain UIKit and with the library, one above the other.")
    var compare = false

    func run() throws {
        let scenario: Scenario
        do {
            scenario = try load()
        } catch let error as ScenarioError {
            try fail(error)
        }
        let progress = Progress()
        let report = Simulation.run(scenario, progress: progress.update)
        progress.finish()
        if let refusal = report.refusals.first {
            try fail(
                ScenarioError(
                    file: fileName, line: refusal.line, key: refusal.key,
                    message: "expected a step UIKit carries out; \(refusal.reason)"))
        }
        switch format {
        case .text: try StandardOutput.write(ReportTextFormatter(width: StandardOutput.width).format(report))
        case .json: try StandardOutput.write(ReportJSONFormatter().format(report))
        case .html, .svg: try StandardOutput.write(storyboard(of: scenario, report: report))
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// The name messages give the input.
    private var fileName: String {
        switch file {
        case nil: "(built-in)"
        case "-"?: "<stdin>"
        case let path?: path
        }
    }

    /// The scenario: the file, standard input, or the built-in video app.
    private func load() throws -> Scenario {
        switch file {
        case nil:
            return try BuiltInScenario.videoApp()
        case "-"?:
            let parser = ScenarioParser(fileName: "<stdin>")
            let data: Data
            do {
                data = try FileHandle.standardInput.read(upToCount: parser.maximumSize + 1) ?? Data()
            } catch {
                throw ScenarioError(
                    file: "<stdin>", line: 0, key: "(file)",
                    message: "expected a readable standard input; \(error.localizedDescription)")
            }
            return try parser.parse(data: data)
        case let path?:
            return try Scenario.load(contentsOf: URL(fileURLWithPath: path), fileName: path)
        }
    }

    /// Reports an invalid file (as text on standard error, or as one JSON
    /// object on standard output) and exits 2.
    private func fail(_ error: ScenarioError) throws -> Never {
        switch format {
        case .json: try StandardOutput.write(ReportJSONFormatter().format(error))
        case .text, .html, .svg: StandardError.write(TextLayout.escaped(error.description) + "\n")
        }
        throw ExitCode(ExitStatus.invalidInput)
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
