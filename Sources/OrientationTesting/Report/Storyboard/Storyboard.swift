/// A picture of every step of a simulation: one frame per step, left to
/// right in rows, each showing the device as it is held and the interface
/// inside it as UIKit shows it, with the event, the deciding screen, the
/// supported mask and, in red, what went wrong. A comparison draws two
/// rows per band: plain UIKit above, the library below.
///
/// ```swift
/// let report = Simulation.run(scenario)
/// if report.exitCode != 0 {
///     let url = FileManager.default.temporaryDirectory.appendingPathComponent("flow.html")
///     try report.writeStoryboard(to: url)
///     Issue.record("storyboard: \(url.path)")
/// }
/// ```
///
/// The SVG and the HTML are self-contained: no network, no script. Text is
/// text; each frame has a title and a description; colours follow the
/// reader's light or dark appearance.
public struct Storyboard: Sendable {
    /// The rows: one report, or plain UIKit then the library.
    public var reports: [SimulationReport]
    /// Frames per row in the SVG (the HTML wraps to the window's width).
    public var columns: Int

    /// The storyboard of one run.
    public init(_ report: SimulationReport, columns: Int = 4) {
        reports = [report]
        self.columns = max(1, columns)
    }

    /// Two runs of one flow, step by step: plain UIKit above, the library below.
    public init(plain: SimulationReport, library: SimulationReport, columns: Int = 4) {
        reports = [plain, library]
        self.columns = max(1, columns)
    }

    /// True when two runs are compared.
    var isComparison: Bool { reports.count > 1 }

    /// The frames, row by row.
    var frameRows: [[StoryboardFrame]] {
        reports.map { report in
            report.steps.map { step in
                StoryboardFrame(
                    step: step, idiom: report.idiom, homeButton: report.homeButton, library: report.library,
                    tag: isComparison ? (report.library ? "library" : "plain UIKit") : nil,
                    failures: report.failures.filter { $0.step == step.index })
            }
        }
    }

    /// The heading: the scenario's name.
    var heading: String {
        "Storyboard: " + (reports.first?.scenario ?? "scenario")
    }

    /// The line under the heading: device, mode and results.
    var summary: String {
        guard let first = reports.first else { return "" }
        let device = first.idiom == .pad ? "iPad" : "iPhone"
        let button = first.homeButton ? "with a home button" : "without a home button"
        let runs = reports.map { report in
            let mode = report.library ? "With the library" : "Plain UIKit"
            let exceptions = report.unexpectedExceptions.count
            var result = "\(mode): \(report.passed) expectations held, \(report.failures.count) failed"
            if exceptions > 0 { result += ", \(exceptions) unexpected exception\(exceptions == 1 ? "" : "s")" }
            return result
        }
        return "iOS \(first.os), \(device) \(button). " + runs.joined(separator: "; ") + "."
    }

    /// The legend, one sentence a line.
    var legend: [String] {
        var lines = [
            "Each frame: the device as it is held (the sensor housing or the speaker marks its top), the interface inside it as UIKit shows it.",
            "Arrows: the supported orientations, each pointing where the top of the device goes to see it upright (lit: supported; outlined: shown).",
            "Cards: presented screens (sheets leave the screen beneath showing). Edges at the left: the navigation stack. Red: an exception, a failed expectation, a refused rotation.",
        ]
        if isComparison {
            lines.append(
                "Each band has two rows: plain UIKit above, the same flow with the library below; the file's expectations are checked in both."
            )
        }
        return lines
    }
}
