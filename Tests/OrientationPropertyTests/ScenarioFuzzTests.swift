import Foundation
import OrientationTesting
import Testing

/// Hostile scenario files: every input is read or rejected with a typed
/// error naming the file, the line and the key; never a crash or a hang.
/// Accepted inputs are run through the simulator too. `ORIENTATION_FUZZ_INPUTS` sets the count.
@Suite("Hostile input: the scenario reader")
struct ScenarioFuzzTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Scenarios")

    static func seeds() -> [[UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().compactMap {
            (try? Data(contentsOf: folder.appendingPathComponent($0))).map { Array($0) }
        }
    }

    static let tokens: [[UInt8]] = [
        "\n  - push: ghost", "{", "}", "[", "]", ": ", "\n- ", "&a ", "*a", "!!binary ", "99999999999999999999",
        "policy: { locked: sideways }", "style: sideways", "os: 12", "\t", "\u{0}", "\u{FF}\u{FE}", "---\n", "'", "\"",
    ].map { Array($0.utf8) }

    @Test("mutated scenario files are read or rejected with FILE:LINE: key")
    func mutations() {
        let seeds = Self.seeds()
        #expect(seeds.count >= 5)
        guard !seeds.isEmpty else { return }
        var mutator = Mutator(seed: 0x5CE7_A210)
        let parser = ScenarioParser(fileName: "Fuzz.yaml")
        var accepted = 0
        var simulated = 0
        for i in 0..<fuzzInputs {
            let bytes = mutator.mutate(seeds[i % seeds.count], dictionary: Self.tokens)
            do {
                let scenario = try parser.parse(data: Data(bytes))
                accepted += 1
                if scenario.steps.count <= 200 {
                    _ = Simulation.run(scenario)
                    simulated += 1
                }
            } catch let error as ScenarioError {
                #expect(error.file == "Fuzz.yaml")
                #expect(error.description.hasPrefix("Fuzz.yaml:\(error.line): \(error.key): "), "\(error)")
                #expect(!error.key.isEmpty && !error.message.isEmpty)
            } catch {
                Issue.record("untyped error: \(error)")
            }
        }
        print(
            "scenario fuzz: \(fuzzInputs) inputs, \(accepted) accepted (\(simulated) simulated), \(fuzzInputs - accepted) rejected with typed errors"
        )
        #expect(accepted < fuzzInputs)
    }
}
