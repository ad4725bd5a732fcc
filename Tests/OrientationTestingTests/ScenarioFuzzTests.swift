import Foundation
import OrientationTesting
import Testing

/// Mutated example files either parse or throw a ScenarioError, and
/// whatever parses runs through the model without trapping.
@Suite struct ScenarioFuzzTests {
    static let examples: [String] = ScenarioExamplesTests.files.compactMap {
        try? String(contentsOf: $0, encoding: .utf8)
    }

    /// Words that keep a mutated file close to valid, so the model sees odd but legal flows.
    static let words = [
        "push: home", "push: player", "present: player", "dismiss", "pop", "selectTab: 7",
        "rotate: portraitUpsideDown", "rotateDevice: faceUp", "background", "foreground",
        "present: { screen: tabs, style: popover }", "setPolicy: { screen: tabs, policy: none }",
        "push: nav", "present: { screen: comment, style: custom }", "selectTab: 0",
    ]

    @Test func mutatedExamplesNeverTrap() {
        #expect(!Self.examples.isEmpty)
        var random = SplitMix(seed: 42)
        var parsed = 0
        for round in 0..<600 {
            guard !Self.examples.isEmpty else { break }
            var lines = Self.examples[round % Self.examples.count].split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            for _ in 0..<(1 + Int(random.next() % 4)) {
                mutate(&lines, &random)
            }
            do {
                let scenario = try ScenarioParser(fileName: "fuzz.yaml").parse(lines.joined(separator: "\n"))
                parsed += 1
                _ = Simulation.run(scenario)
            } catch let error as ScenarioError {
                #expect(error.file == "fuzz.yaml")
                #expect(error.line >= 1)
            } catch {
                Issue.record("not a ScenarioError: \(error)")
            }
        }
        #expect(parsed > 20, "only \(parsed) of 600 mutations parsed")
    }

    private func mutate(_ lines: inout [String], _ random: inout SplitMix) {
        guard !lines.isEmpty else { return }
        let index = Int(random.next() % UInt64(lines.count))
        switch random.next() % 5 {
        case 0: lines.remove(at: index)
        case 1: lines.insert(lines[Int(random.next() % UInt64(lines.count))], at: index)
        case 2: lines.insert("  - " + Self.words[Int(random.next() % UInt64(Self.words.count))], at: index)
        case 3:
            var scalars = Array(lines[index].unicodeScalars)
            if !scalars.isEmpty {
                let position = Int(random.next() % UInt64(scalars.count))
                scalars[position] = Unicode.Scalar(UInt8(32 + random.next() % 95))
            }
            lines[index] = String(String.UnicodeScalarView(scalars))
        default:
            let cut = Int(random.next() % UInt64(lines[index].count + 1))
            lines[index] = String(lines[index].prefix(cut))
        }
    }
}
