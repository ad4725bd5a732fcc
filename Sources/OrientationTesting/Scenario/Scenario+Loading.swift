import Foundation

extension Scenario {
    /// Parses a scenario from YAML (or JSON) text.
    ///
    /// - Parameters:
    ///   - yaml: the file's text.
    ///   - fileName: the name errors start with.
    /// - Throws: ``ScenarioError`` naming the line and key of the first problem.
    public init(yaml: String, fileName: String = "scenario.yaml") throws {
        self = try ScenarioParser(fileName: fileName).parse(yaml)
    }

    /// Reads and parses a scenario file.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - fileName: the name errors start with; the file's last path component by default.
    /// - Throws: ``ScenarioError`` when the file cannot be read or is invalid.
    public static func load(contentsOf url: URL, fileName: String? = nil) throws -> Scenario {
        let name = fileName ?? url.lastPathComponent
        let parser = ScenarioParser(fileName: name)
        let data = try ScenarioFileReader(fileName: name, limit: parser.maximumSize).read(url)
        return try parser.parse(data: data)
    }
}
