import Foundation

/// Reading observation files.
extension Observation {
    /// Reads an observation file; a ``ConformanceFileError`` names the file and field.
    public static func load(contentsOf url: URL, file: String? = nil) throws -> Observation {
        let name = file ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConformanceFileError(file: name, field: "", message: "cannot be read (\(error.localizedDescription))")
        }
        return try decode(data, file: name)
    }

    /// Decodes an observation: checks its `format` and `schemaVersion`,
    /// decodes it and checks its steps: in order from 0, fields known, a
    /// crash at a step marked `raised`.
    public static func decode(_ data: Data, file: String) throws -> Observation {
        try FileHeader.check(data, file: file, expected: formatName, version: currentSchemaVersion, what: "observation")
        let observation: Observation
        do {
            observation = try JSONDecoder().decode(Observation.self, from: data)
        } catch {
            throw ConformanceFileError.from(error, file: file)
        }
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
