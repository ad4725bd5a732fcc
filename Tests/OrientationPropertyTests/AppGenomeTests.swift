import Testing
import OrientationTesting

/// The generator must reach what issue 7 asks for: every container kind,
/// trees up to depth 6, both idioms, both OS generations, every policy kind.
@Suite("The random app generator covers the space")
struct AppGenomeTests {
    static func depth(of id: String, in screens: [String: ScreenDeclaration]) -> Int {
        var best = 1
        var stack = [(id, 1)]
        while let (current, level) = stack.popLast() {
            best = max(best, level)
            for child in screens[current]?.children ?? [] where level < 12 { stack.append((child, level + 1)) }
        }
        return best
    }

    @Test("kinds, depth, devices and policies all occur")
    func coverage() {
        var kinds = Set<ScreenKind>(), depths = Set<Int>(), idioms = Set<Idiom>(), systems = Set<Int>()
        var locked = false, matching = false, remembered = false
        var random = Mutator(seed: 7)
        for _ in 0..<2_000 {
            let genes = (0..<12).map { _ in random.below(1_000_001) }
            let genome = AppGenome(app: genes, events: (0..<10).map { _ in random.below(1_000_001) })
            let byID = Dictionary(genome.scenario.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            kinds.formUnion(genome.scenario.screens.map(\.kind))
            depths.insert(Self.depth(of: genome.scenario.root, in: byID))
            idioms.insert(genome.scenario.device.idiom)
            systems.insert(genome.scenario.device.os)
            for policy in genome.scenario.screens.compactMap(\.policy) {
                locked = locked || policy.locked != nil
                matching = matching || policy.matchesPresenting
                remembered = remembered || policy.rememberKey != nil
            }
        }
        #expect(kinds == Set(ScreenKind.allCases))
        #expect(depths.max() == 6)
        #expect(idioms == [.phone, .pad])
        #expect(systems == [15, 17])
        #expect(locked && matching && remembered)
    }

    @Test("a generated app is written as a scenario file that reads back the same")
    func roundTrip() throws {
        let genome = AppGenome(app: [3, 1, 1, 2, 3, 1, 1_234_567, 8, 9, 10, 11, 12],
                               events: [0, 2, 13, 25, 40, 51, 62, 73, 84, 95, 106])
        let text = ScenarioYAMLWriter.yaml(for: genome.scenario)
        let read = try ScenarioParser(fileName: "generated.yaml").parse(text)
        #expect(read.screens.map(\.id) == genome.scenario.screens.map(\.id))
        #expect(read.screens.map(\.kind) == genome.scenario.screens.map(\.kind))
        #expect(read.screens.map(\.policy) == genome.scenario.screens.map(\.policy))
        #expect(read.steps.map(\.action) == genome.scenario.steps.map(\.action))
        #expect(read.device == genome.scenario.device)
        #expect(read.app == genome.scenario.app)
    }
}
