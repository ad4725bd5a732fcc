import Foundation

extension SimulationReport {
    /// This run's storyboard as a standalone SVG image (see ``Storyboard``).
    public func storyboardSVG() -> String { Storyboard(self).svg() }

    /// This run's storyboard as a self-contained HTML page (see ``Storyboard``).
    public func storyboardHTML() -> String { Storyboard(self).html() }

    /// Writes this run's storyboard: SVG when the file name ends in `.svg`,
    /// else HTML. Attach it to a failing test, or print its path.
    public func writeStoryboard(to url: URL) throws {
        let text = url.pathExtension.lowercased() == "svg" ? storyboardSVG() : storyboardHTML()
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}

extension Simulation {
    /// Runs a scenario twice, in plain UIKit and with the library, for a
    /// ``Storyboard`` comparison. Both runs check the file's expectations.
    public static func runBothModes(
        _ scenario: Scenario, assumptions: UIKitAssumptions = UIKitAssumptions()
    )
        -> (plain: SimulationReport, library: SimulationReport)
    {
        var plain = scenario
        plain.app.library = false
        var library = scenario
        library.app.library = true
        return (run(plain, assumptions: assumptions), run(library, assumptions: assumptions))
    }
}
