import Foundation
import OrientationTesting
import PropertyBased
import Testing

/// The number of random apps and event sequences: `ORIENTATION_PROPERTY_CASES`
/// (default 2,000). The long run: `ORIENTATION_PROPERTY_CASES=100000 swift test
/// -c release --filter OrientationPropertyTests`.
let propertyCases = ProcessInfo.processInfo.environment["ORIENTATION_PROPERTY_CASES"].flatMap(Int.init) ?? 2_000

/// Counts what the harness checked, printed at the end of the run.
final class HarnessTally: @unchecked Sendable {
    static let shared = HarnessTally()
    private let lock = NSLock()
    private(set) var sequences = 0
    private(set) var events = 0
    private(set) var violations = 0
    private(set) var tally = CallTally()

    func add(events count: Int, violations found: Int, tally more: CallTally) {
        lock.lock()
        sequences += 1
        events += count
        violations += found
        tally = tally + more
        lock.unlock()
    }
}

@Suite("Property-based flows in library mode (Architecture.md invariants, choice rules 1-4)")
struct LibraryModePropertyTests {
    @Test("random apps and event sequences: UIKit never raises, the mask is never empty, policies hold")
    func randomFlows() async {
        let appGenes = Gen.int(in: 0...1_000_000).array(of: AppGenome.appGeneCount...AppGenome.appGeneCount)
        let eventGenes = Gen.int(in: 0...1_000_000).array(of: 0...AppGenome.maximumEvents)
        switch PropertySeed.current {
        case .random:
            // Exploring: fresh seeds each run, and failures shrink.
            await propertyCheck(count: propertyCases, input: appGenes, eventGenes) { app, events in
                Self.check(AppGenome(app: app, events: events))
            }
        case .fixed(let seed):
            // `swift test` and CI: the same cases every run, so a red run
            // is a regression, never the luck of the draw.
            var generator = Xoshiro(seed: seed)
            for _ in 0..<propertyCases {
                let app = appGenes.run(using: &generator)
                let events = eventGenes.run(using: &generator)
                Self.check(AppGenome(app: app, events: events))
            }
        }
        let tally = HarnessTally.shared
        print(
            "property harness: \(tally.sequences) sequences, \(tally.events) steps checked, \(tally.violations) violations, \(tally.tally.summary)"
        )
    }

    /// Runs one generated case and records every invariant it breaks.
    static func check(_ genome: AppGenome) {
        let run = PropertyRun(genome.scenario, assumptions: genome.assumptions)
        let violations = run.violations(of: genome.scenario)
        HarnessTally.shared.add(
            events: run.report.steps.count, violations: violations.count,
            tally: CallTally(run.report))
        if !violations.isEmpty {
            let files = FailureArtifacts.write(genome, report: run.report)
            Issue.record("\(violations.joined(separator: "\n"))\n\(files)\nscenario:\(genome)")
        }
    }
}
