import Foundation

/// Reading plan files.
extension ConformancePlan {
    /// Reads a plan file; a ``ConformanceFileError`` names the file and field.
    public static func load(contentsOf url: URL, file: String? = nil) throws -> ConformancePlan {
        let name = file ?? url.path
        return try decode(ConformanceFileReader.contents(of: url, file: name), file: name)
    }

    /// Decodes a plan: checks its `format` and `schemaVersion`, decodes it
    /// and checks that steps and predictions line up.
    public static func decode(_ data: Data, file: String) throws -> ConformancePlan {
        let plan = try ConformanceFileReader.decode(
            ConformancePlan.self, from: data, file: file, format: formatName, version: schemaVersion, what: "plan")
        try plan.validate(file: file)
        return plan
    }

    /// Steps and predictions line up; every screen and window named exists.
    func validate(file: String) throws {
        func fail(_ field: String, _ message: String) -> ConformanceFileError {
            ConformanceFileError(file: file, field: field, message: message)
        }
        guard predictions.count == scenario.steps.count + 1 else {
            throw fail(
                "predictions",
                "has \(predictions.count) entries; expected \(scenario.steps.count + 1) (the launch and one per step)")
        }
        for (position, prediction) in predictions.enumerated() where prediction.index != position {
            throw fail("predictions[\(position)].index", "is \(prediction.index); expected \(position)")
        }
        for (position, step) in scenario.steps.enumerated() where step.index != position + 1 {
            throw fail("scenario.steps[\(position)].index", "is \(step.index); expected \(position + 1)")
        }
        let ids = Set(scenario.screens.map(\.id))
        guard ids.contains(scenario.root) else {
            throw fail("scenario.root", "names no declared screen '\(scenario.root)'")
        }
        for (position, screen) in scenario.screens.enumerated() {
            for child in screen.children where !ids.contains(child) {
                throw fail("scenario.screens[\(position)].children", "names no declared screen '\(child)'")
            }
        }
        let windows = Set(scenario.windows.map(\.id))
        for (position, window) in scenario.windows.enumerated() where !ids.contains(window.root) {
            throw fail("scenario.windows[\(position)].root", "names no declared screen '\(window.root)'")
        }
        for (position, step) in scenario.steps.enumerated() {
            switch step.action {
            case .push(let id), .present(let id, _), .setPolicy(let id, _, _):
                if !ids.contains(id) {
                    throw fail("scenario.steps[\(position)].screen", "names no declared screen '\(id)'")
                }
            case .showWindow(let id), .hideWindow(let id):
                if !windows.contains(id) {
                    throw fail("scenario.steps[\(position)].window", "names no declared window '\(id)'")
                }
            default:
                break
            }
        }
    }
}
