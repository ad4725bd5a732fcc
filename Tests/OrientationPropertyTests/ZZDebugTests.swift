import Foundation
import PropertyBased
import Testing

@testable import OrientationTesting

@Suite struct ZZDebugTests {
    @Test func scen() throws {
        if let path = ProcessInfo.processInfo.environment["DBG_FILE"] {
            let scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: path))
            dump(PropertyRun(scenario, assumptions: UIKitAssumptions()), scenario)
            return
        }
        guard let n = ProcessInfo.processInfo.environment["DBG_CASE"].flatMap(Int.init) else { return }
        let appGenes = Gen.int(in: 0...1_000_000).array(of: AppGenome.appGeneCount...AppGenome.appGeneCount)
        let eventGenes = Gen.int(in: 0...1_000_000).array(of: 0...AppGenome.maximumEvents)
        guard case .fixed(let seed) = PropertySeed.current else { return }
        var generator = Xoshiro(seed: seed)
        var genome: AppGenome?
        for _ in 0..<n {
            genome = AppGenome(app: appGenes.run(using: &generator), events: eventGenes.run(using: &generator))
        }
        guard let genome else { return }
        let scenario = genome.scenario
        dump(PropertyRun(scenario, assumptions: genome.assumptions), scenario)
    }

    func dump(_ run: PropertyRun, _ scenario: Scenario) {
        for (step, state) in zip(run.report.steps, run.states) {
            print(
                "\(step.index) \(step.event): vis=\(step.visible ?? "-") own=\(step.owner ?? "-") dec=\(step.deciding ?? "-") sup=\(step.supported) ans=\(step.answer) or=\(step.orientation) dev=\(step.device) believed=\(String(describing: state.believed)) exc=\(step.exception ?? "-") calls=\(step.calls)"
            )
            for d in step.decisions {
                print(
                    "    [\(d.event)] \(d.calls) idle=\(d.idleCalls) \(d.orientationBefore)->\(d.orientationAfter) believed=\(String(describing: d.believedBefore)) active=\(d.appActive) inter=\(d.duringInteractiveTransition)"
                )
            }
            for d in step.diagnostics { print("    \(d.prefix(220))") }
        }
        for v in run.violations(of: scenario) { print("VIOLATION \(v)") }
    }
}
