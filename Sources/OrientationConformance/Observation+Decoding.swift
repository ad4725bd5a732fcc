import Foundation

/// Reading observation files.
extension Observation {
    /// Reads an observation file; a ``ConformanceFileError`` names the file and field.
    public static func load(contentsOf url: URL, file: String? = nil) throws -> Observation {
        let name = file ?? url.path
        return try decode(ConformanceFileReader.contents(of: url, file: name), file: name)
    }

    /// Decodes an observation: checks its `format` and `schemaVersion`,
    /// decodes it and checks its steps: in order from 0, fields known, a
    /// crash at a step marked `raised`.
    public static func decode(_ data: Data, file: String) throws -> Observation {
        let observation = try ConformanceFileReader.decode(
            Observation.self, from: data, file: file, format: formatName, version: currentSchemaVersion,
            what: "observation")
        try observation.validate(file: file)
        return observation
    }

    func validate(file: String) throws {
        let known = Set(ConformanceField.allCases.map(\.rawValue))
        for (position, step) in steps.enumerated() {
            guard step.index == position else {
                throw ConformanceFileError(
                    file: file, field: "steps[\(position)].index",
                    message: "is \(step.index); expected \(position)")
            }
            if let unknown = step.observed.keys.sorted().first(where: { !known.contains($0) }) {
                throw ConformanceFileError(
                    file: file, field: "steps[\(position)].observed.\(unknown)",
                    message: "is not a field (\(ConformanceField.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        if let crash {
            guard steps.indices.contains(crash.step) else {
                throw ConformanceFileError(
                    file: file, field: "crash.step",
                    message: "is \(crash.step), which is not a step of this observation")
            }
            guard steps[crash.step].status == .raised else {
                throw ConformanceFileError(
                    file: file, field: "steps[\(crash.step)].status",
                    message:
                        "is '\(steps[crash.step].status.rawValue)'; the crash record says UIKit raised at this step")
            }
        }
    }
}
