import OrientationTesting

/// Helpers shared by the scenario tests.
enum ScenarioTestSupport {
    /// A valid minimal file to append steps to.
    static let header = """
        screens:
          - id: nav
            kind: navigation
            children: [list]
          - id: list
            policy: portrait
          - id: player
            policy: landscape
        root: nav

        """

    /// The error parsing `yaml` throws, or `nil` when it parses.
    static func error(_ yaml: String, file: String = "test.yaml") -> ScenarioError? {
        do {
            _ = try Scenario(yaml: yaml, fileName: file)
            return nil
        } catch let error as ScenarioError {
            return error
        } catch {
            return ScenarioError(file: "unexpected", line: 0, key: "", message: "\(type(of: error))")
        }
    }

    /// The scenario `yaml` parses to, or `nil`.
    static func scenario(_ yaml: String) -> Scenario? {
        try? Scenario(yaml: yaml, fileName: "test.yaml")
    }
}
