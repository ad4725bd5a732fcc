import Foundation
@_spi(ShippedDriver) import OrientationTesting
import PropertyBased
import Testing

/// The number of random apps run on the shipped driver:
/// `ORIENTATION_SHIPPED_CASES` (default 300; the long run takes more).
let shippedDriverCases =
    ProcessInfo.processInfo.environment["ORIENTATION_SHIPPED_CASES"].flatMap(Int.init) ?? 300

/// The same random apps and event sequences as the library-mode property
/// runs, on the shipped driver (`OrientationDriver` over the model, issue
/// 26): the same invariants, every step. The shipped driver is main-actor
/// isolated, so these run one after the other on the main actor.
@MainActor
@Suite("Property-based flows on the shipped driver")
struct ShippedDriverPropertyTests {
    @Test("random apps and event sequences on the shipped driver: the invariants hold")
    func randomFlowsOnTheShippedDriver() {
        let appGenes = Gen.int(in: 0...1_000_000).array(of: AppGenome.appGeneCount...AppGenome.appGeneCount)
        let eventGenes = Gen.int(in: 0...1_000_000).array(of: 0...AppGenome.maximumEvents)
        var generator: Xoshiro
        switch PropertySeed.current {
        case .fixed(let seed): generator = Xoshiro(seed: seed)
        case .random:
            let fresh = UInt64.random(in: 1...UInt64.max)
            generator = Xoshiro(seed: (fresh, fresh ^ 0x9E37_79B9_7F4A_7C15, fresh &* 31 &+ 7, ~fresh))
        }
        var tally = ShippedCallTally()
        var violationCount = 0
        var steps = 0
        for index in 0..<shippedDriverCases {
            let genome = AppGenome(app: appGenes.run(using: &generator), events: eventGenes.run(using: &generator))
            let run = PropertyRun(genome.scenario, assumptions: genome.assumptions, driver: .shipped)
            let violations = run.violations(of: genome.scenario)
            steps += run.report.steps.count
            tally.add(run.report)
            violationCount += violations.count
            if !violations.isEmpty {
                let files = FailureArtifacts.write(genome, report: run.report, name: "shipped-\(index)")
                Issue.record("\(violations.joined(separator: "\n"))\n\(files)\nscenario:\(genome)")
                if ProcessInfo.processInfo.environment["ORIENTATION_SHIPPED_TRACE"] != nil {
                    print("case \(index), shipped driver:\n\(ReportTextFormatter().format(run.report))")
                    for (row, state) in run.states.enumerated() {
                        print(
                            "  state \(row): believes \(state.believed.map { "\($0)" } ?? "-") active \(state.active) held \(state.heldScreens.sorted()) engine \(state.engineScreens.sorted()) window \(state.screensInWindow.sorted())"
                        )
                    }
                }
            }
        }
        print(
            "shipped driver harness: \(shippedDriverCases) sequences, \(steps) steps checked, \(violationCount) violations, \(tally.summary)"
        )
    }
}

/// The library's orientation calls per visible rotation, from the steps:
/// the calls of the steps where the library called UIKit and the interface
/// turned, over those steps, below iOS 16 and from it.
struct ShippedCallTally {
    var legacy = (calls: 0, rotations: 0)
    var modern = (calls: 0, rotations: 0)

    mutating func add(_ report: SimulationReport) {
        guard report.library else { return }
        for (before, step) in zip(report.steps, report.steps.dropFirst())
        where !step.calls.isEmpty && step.orientation != before.orientation {
            if report.os >= 16 {
                modern.calls += step.calls.count
                modern.rotations += 1
            } else {
                legacy.calls += step.calls.count
                legacy.rotations += 1
            }
        }
    }

    var summary: String {
        func ratio(_ pair: (calls: Int, rotations: Int)) -> String {
            pair.rotations == 0 ? "-" : String(format: "%.2f", Double(pair.calls) / Double(pair.rotations))
        }
        return
            "\(ratio(modern)) calls per visible rotation from iOS 16 (\(modern.rotations) rotations), \(ratio(legacy)) before (\(legacy.rotations))"
    }
}
