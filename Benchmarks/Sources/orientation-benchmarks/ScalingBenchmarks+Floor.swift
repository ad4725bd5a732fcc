import OrientationCore
import OrientationTesting

/// What a presentation chain built step by step costs beyond the simulator:
/// the engine's own work per event, and the memory the report keeps.
extension ScalingBenchmarks {
    /// The tree the UIKit driver reports for the chain `depth` deep of
    /// ``presentationChain(_:)``: the root and every presented screen.
    static func chainTree(_ depth: Int) -> ScreenTree {
        var tree = ScreenTree(capacity: depth + 1)
        var previous = tree.add(ScreenID("root"), policy: .portrait)
        for index in 0..<depth {
            let node = tree.add(ScreenID("p\(index)"), policy: index.isMultiple(of: 3) ? .landscape : nil)
            tree.present(node, from: previous, style: index.isMultiple(of: 2) ? .overFullScreen : .fullScreen)
            previous = node
        }
        return tree
    }

    /// CPU time of the engine alone handling one `screensChanged` for a
    /// chain `depth` deep (alternating with the chain one screen shorter,
    /// as a present and a dismissal do): what each step of a chain built
    /// step by step costs in OrientationCore, whatever the simulator does.
    /// The engine first sees the chain grow screen by screen, so that it
    /// holds what a real run leaves in it (the orientations of the screens
    /// covered on the way).
    static func engineEvent(_ depth: Int) -> Sample {
        let engine = OrientationEngine()
        for step in 0..<depth { blackHole(engine.handle(.screensChanged(chainTree(step)))) }
        let deep = chainTree(depth)
        let shallower = chainTree(depth - 1)
        blackHole(engine.handle(.screensChanged(shallower)))
        var flip = false
        return measure(rounds: 5) {
            flip.toggle()
            blackHole(engine.handle(.screensChanged(opaque(flip ? deep : shallower))))
        }
    }

    /// Bytes the report of a scenario still holds, or `nil` without
    /// allocation counting.
    static func reportBytes(_ scenario: Scenario) -> Int? {
        var report: SimulationReport?
        let counted = AllocationCounter.count { report = Simulation.run(scenario) }
        blackHole(report)
        return counted?.retainedBytes
    }

    /// Rows for the engine's share and the report's memory.
    static func floorRows(chain: Int, steps: Int, chainTime: Sample) -> (rows: [[String]], summary: [String]) {
        var rows: [[String]] = []
        var summary: [String] = []
        let shallow = engineEvent(chain / 10)
        let deep = engineEvent(chain)
        rows.append(["engine alone: one screensChanged on a chain", "\(chain / 10) deep", format(shallow), "", ""])
        rows.append([
            "engine alone: one screensChanged on a chain", "\(chain) deep", format(deep), "",
            String(format: "%.1fx", deep.min / max(shallow.min, 1)),
        ])
        // Each step of the chain sends two such events (the presentation
        // starts, then ends) at its depth: the sum over the chain is about
        // N events at depth N.
        let engineTotal = Double(chain) * deep.median
        summary.append(
            String(
                format:
                    "engine alone, chain of %d built step by step (estimate): %@, %.0f%% of the run; it grows with the square of the depth",
                chain, format(engineTotal), 100 * engineTotal / max(chainTime.median, 1)))
        for (name, size, make) in [
            ("chain built step by step", chain, presentationChain),
            ("scenario steps", steps, longScenario),
        ] {
            guard let small = reportBytes(make(size / 10)), let large = reportBytes(make(size)) else { continue }
            rows.append([
                "report memory, \(name)", "\(size / 10)", String(format: "%.1f MB", Double(small) / 1e6),
                String(format: "%.0f B", Double(small) / Double(size / 10)), "",
            ])
            rows.append([
                "report memory, \(name)", "\(size)", String(format: "%.1f MB", Double(large) / 1e6),
                String(format: "%.0f B", Double(large) / Double(size)),
                String(format: "%.1fx", Double(large) / Double(max(small, 1))),
            ])
            summary.append(
                String(
                    format: "report memory, %@ %d / %d: %.1fx", name, size, size / 10,
                    Double(large) / Double(max(small, 1))))
        }
        return (rows, summary)
    }
}
