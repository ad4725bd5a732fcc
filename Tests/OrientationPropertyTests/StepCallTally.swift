import OrientationTesting

/// The library's orientation calls per visible rotation, from the steps:
/// the calls of the steps where the library called UIKit and the interface
/// turned, over those steps, below iOS 16 and from it.
struct StepCallTally {
    var legacy = (calls: 0, rotations: 0)
    var modern = (calls: 0, rotations: 0)
    /// From iOS 16: visible rotations whose step also changed the mask UIKit
    /// holds, made with an update and a request (two calls), and the rest.
    var modernPairs = (maskChanged: 0, pairs: 0)

    mutating func add(_ report: SimulationReport) {
        guard report.library else { return }
        for (before, step) in zip(report.steps, report.steps.dropFirst())
        where !step.calls.isEmpty && step.orientation != before.orientation {
            if report.os >= 16 {
                modern.calls += step.calls.count
                modern.rotations += 1
                if step.supported != before.supported { modernPairs.maskChanged += 1 }
                if step.calls.count == 2, step.calls.contains(where: { $0.hasPrefix("setNeedsUpdate") }),
                    step.calls.contains(where: { $0.hasPrefix("requestGeometryUpdate") })
                {
                    modernPairs.pairs += 1
                }
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
            "\(ratio(modern)) calls per visible rotation from iOS 16 (\(modern.rotations) rotations; \(modernPairs.maskChanged) of them also changed the mask UIKit holds, \(modernPairs.pairs) were an update and a request), \(ratio(legacy)) before (\(legacy.rotations))"
    }
}
