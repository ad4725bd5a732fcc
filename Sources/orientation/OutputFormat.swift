import ArgumentParser

/// How `simulate` prints its report.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// A readable table.
    case text
    /// The JSON object of SCENARIOS.md.
    case json
}
