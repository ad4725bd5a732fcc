import Foundation
import PropertyBased
import Testing
import OrientationTesting

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

    func add(events count: Int) {
        lock.lock(); sequences += 1; events += count; lock.unlock()
    }
}

@Suite("Property-based flows in library mode (DESIGN.md invariants, choice rules 1-4)")
struct LibraryModePropertyTests {
    @Test("random apps and event sequences: UIKit never raises, the mask is never empty, policies hold")
    func randomFlows() async {
        let appGenes = Gen.int(in: 0...1_000_000).array(of: 12...12)
        let eventGenes = Gen.int(in: 0...1_000_000).array(of: 0...40)
        await propertyCheck(count: propertyCases, input: appGenes, eventGenes) { app, events in
            let genome = AppGenome(app: app, events: events)
            let report = Simulation.run(genome.scenario, assumptions: genome.assumptions)
            HarnessTally.shared.add(events: report.steps.count)
            let violations = InvariantChecker(scenario: genome.scenario).violations(in: report)
            if !violations.isEmpty {
                let files = FailureArtifacts.write(genome, report: report)
                Issue.record("\(violations.joined(separator: "\n"))\n\(files)\nscenario:\(genome)")
            }
        }
        print("property harness: \(HarnessTally.shared.sequences) sequences, \(HarnessTally.shared.events) steps checked")
    }
}
