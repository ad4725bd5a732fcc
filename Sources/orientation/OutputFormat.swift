import ArgumentParser

/// How `simulate` prints its report.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// A readable table.
    case text
    /// The JSON object of SCENARIOS.md.
    case json
    /// A storyboard: a self-contained HTML page, one frame per step.
    case html
    /// A storyboard as one standalone SVG image.
    case svg
}

/// How `lint` prints its findings.
enum LintFormat: String, CaseIterable, ExpressibleByArgument {
    /// One diagnostic per line, then a count.
    case text
    /// One JSON object.
    case json
}
