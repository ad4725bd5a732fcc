import OrientationTesting
import Testing

@Suite("ScenarioYAMLWriter: what it writes reads back the same")
struct ScenarioYAMLWriterTests {
    @Test(
        "awkward ids (quotes, colons, newlines, YAML keywords, numbers) survive a round trip",
        arguments: [
            "plain", "with space", "colon: here", "quote\"d", "back\\slash", "new\nline", "tab\there",
            "yes", "null", "42", "-dash", "ünïcödé", "[bracket]",
        ])
    func awkwardIDs(id: String) throws {
        let scenario = Scenario(
            name: "name: \(id)",
            screens: [
                ScreenDeclaration(id: "nav", kind: .navigation, children: [id]),
                ScreenDeclaration(
                    id: id,
                    policy: OrientationPolicy(
                        supported: [.portrait, .landscapeLeft],
                        preferred: .landscapeLeft, remember: id)),
            ],
            root: "nav",
            steps: [
                ScenarioStep(.setPolicy(screen: id, policy: .locked(.landscapeRight))),
                ScenarioStep(.expect(Expectation(visible: id, deciding: id, exception: .containing(id)))),
            ])
        let read = try ScenarioParser(fileName: "round.yaml").parse(ScenarioYAMLWriter.yaml(for: scenario))
        #expect(read.name == scenario.name)
        #expect(read.screens.map(\.id) == scenario.screens.map(\.id))
        #expect(read.screens.map(\.policy) == scenario.screens.map(\.policy))
        #expect(read.steps.map(\.action) == scenario.steps.map(\.action))
    }
}
