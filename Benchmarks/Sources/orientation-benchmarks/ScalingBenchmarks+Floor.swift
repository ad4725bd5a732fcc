import OrientationCore
import OrientationTesting

/// What a presentation chain built step by step costs beyond the simulator:
/// the engine's own work per event (a new snapshot, an edit in place), and
/// the memory the report keeps.
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

    /// CPU time of the engine alone handling one `screensChanged` with a
    /// new snapshot of a chain `depth` deep (alternating with the chain one
    /// screen shorter, as a present and a dismissal do): what an event costs
    /// a driver that rebuilds its snapshot at every change, as the UIKit
    /// driver does. A tree that does not derive from the engine's is
    /// resolved whole: linear in the depth. The engine first sees the chain
    /// grow screen by screen, so that it holds what a real run leaves in it
    /// (the orientations of the screens covered on the way).
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

    /// CPU time of the engine alone handling one edit of its tree in place
    /// on a chain `depth` deep: the top screen's policy changes (portrait,
    /// then landscape), so another orientation is chosen each time. What a
    /// step costs in OrientationCore when the driver keeps the tree up to
    /// date (the simulator does): the engine resolves from the changed
    /// screen on, whatever the depth.
    static func engineEdit(_ depth: Int) -> Sample {
        let engine = OrientationEngine()
        // Drivers name the view controller UIKit asks, as the simulator does.
        var tree = chainTree(depth)
        tree.setOwner(OrientationResolver().resolve(tree).ownerIndex)
        blackHole(engine.handle(.screensChanged(tree)))
        var flip = false
        return measure(rounds: 5) {
            flip.toggle()
            let policy: OrientationPolicy = flip ? .portrait : .landscape
            blackHole(engine.handleScreensEdit { $0.setPolicy(policy, of: depth) })
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
    static func floorRows(chain: Int, steps: Int) -> (rows: [[String]], summary: [String]) {
        var rows: [[String]] = []
        var summary: [String] = []
        for (name, measure) in [
            ("engine alone: one new snapshot of a chain", engineEvent),
            ("engine alone: one edit in place on a chain", engineEdit),
        ] {
            let shallow = measure(chain / 10)
            let deep = measure(chain)
            let ratio = deep.min / max(shallow.min, 1)
            rows.append([name, "\(chain / 10) deep", format(shallow), "", ""])
            rows.append([name, "\(chain) deep", format(deep), "", String(format: "%.1fx", ratio)])
            summary.append(String(format: "%@ %d / %d deep: %.1fx", name, chain, chain / 10, ratio))
        }
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
