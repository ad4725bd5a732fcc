import OrientationTesting

/// Simulation cost against the size of the input (issue 17 item 2): a
/// presentation chain N deep and a scenario of N steps, each against a
/// tenth of its size. Linear cost gives ratios near 10; the target is at most 10.
enum ScalingBenchmarks {
    /// A root screen and `depth` screens, each presented by the previous one.
    static func presentationChain(_ depth: Int) -> Scenario {
        let screens =
            [ScreenDeclaration(id: "root", policy: .portrait)]
            + (0..<depth).map { ScreenDeclaration(id: "p\($0)", policy: $0.isMultiple(of: 3) ? .landscape : nil) }
        let steps = (0..<depth).map {
            ScenarioStep(.present("p\($0)", style: $0.isMultiple(of: 2) ? .overFullScreen : .fullScreen))
        }
        return Scenario(
            name: "chain \(depth)", device: DeviceSetup(orientation: .portrait), screens: screens, root: "root",
            steps: steps)
    }

    /// ``presentationChain(_:)``, then every screen dismissed, top first.
    static func unwoundChain(_ depth: Int) -> Scenario {
        var scenario = presentationChain(depth)
        scenario.steps += (0..<depth).map { _ in ScenarioStep(.dismiss) }
        return scenario
    }

    /// The video app driven through `count` steps of a repeating flow.
    static func longScenario(_ count: Int) -> Scenario {
        let cycle: [ScenarioAction] = [
            .push("player"), .rotateDevice(.landscapeLeft), .present("comment", style: .overFullScreen),
            .present("login", style: .fullScreen), .dismiss, .dismiss, .rotateDevice(.portrait), .pop,
            .selectTab(1), .selectTab(0), .rotate(.portrait), .background, .foreground,
        ]
        let screens = [
            ScreenDeclaration(id: "tabs", kind: .tabBar, children: ["homeNav", "mine"]),
            ScreenDeclaration(id: "homeNav", kind: .navigation, children: ["home"]),
            ScreenDeclaration(id: "home", policy: .portrait),
            ScreenDeclaration(id: "mine", policy: .portrait),
            ScreenDeclaration(id: "player", policy: .remembered("player", supported: .allButUpsideDown)),
            ScreenDeclaration(id: "comment", policy: .matchPresenting),
            ScreenDeclaration(id: "login", policy: .portrait),
        ]
        let steps = (0..<count).map { ScenarioStep(cycle[$0 % cycle.count]) }
        return Scenario(
            name: "long \(count)", app: AppSetup(supported: .portrait), screens: screens, root: "tabs", steps: steps)
    }

    /// CPU time of one step (present one more screen, then dismiss it) on
    /// top of a presentation chain `depth` deep.
    static func stepOnChain(_ depth: Int) -> Sample {
        let app = SimulatedApp(scenario: presentationChain(depth))
        for step in presentationChain(depth).steps { app.apply(step) }
        let extra = SimulatedApp(scenario: Scenario(screens: [ScreenDeclaration(id: "root")], root: "root"))
        blackHole(extra)
        return measure(rounds: 5) {
            blackHole(app.present("p\(depth - 1)", style: .fullScreen))
            blackHole(app.dismiss())
        }
    }

    static func run(chain: Int, steps: Int) -> String {
        var table = Table(
            title: "Simulation cost against input size (Simulation.run, library mode, CPU time)",
            headers: ["input", "size", "time: median (min)", "per item", "ratio to a tenth (min)"])
        var summary: [String] = []
        for (name, size, make) in [
            ("presentation chain, built step by step", chain, presentationChain),
            ("presentation chain, built then unwound", chain, unwoundChain),
            ("scenario steps", steps, longScenario),
        ] {
            let small = make(size / 10)
            let large = make(size)
            let smallTime = measureOnce(rounds: 5) { blackHole(Simulation.run(opaque(small))) }
            let largeTime = measureOnce(rounds: 3) { blackHole(Simulation.run(opaque(large))) }
            let ratio = largeTime.min / max(smallTime.min, 1)
            table.rows.append([
                name, "\(size / 10)", format(smallTime), format(smallTime.median / Double(size / 10)), "",
            ])
            table.rows.append([
                name, "\(size)", format(largeTime), format(largeTime.median / Double(size)),
                String(format: "%.1fx", ratio),
            ])
            summary.append(String(format: "%@ %d / %d: %.1fx", name, size, size / 10, ratio))
        }
        let shallow = stepOnChain(chain / 10)
        let deep = stepOnChain(chain)
        let stepRatio = deep.min / max(shallow.min, 1)
        table.rows.append(["one present + dismiss on a chain", "\(chain / 10) deep", format(shallow), "", ""])
        table.rows.append([
            "one present + dismiss on a chain", "\(chain) deep", format(deep), "",
            String(format: "%.1fx", stepRatio),
        ])
        summary.append(String(format: "one step on a chain %d / %d deep: %.1fx", chain, chain / 10, stepRatio))
        let floor = floorRows(chain: chain, steps: steps)
        table.rows += floor.rows
        summary += floor.summary
        return table.render() + "\n\n" + summary.joined(separator: "\n")
            + "\n(target: at most 10x each. A step costs what it changes: the simulator keeps the engine's"
            + "\n tree up to date in place (OrientationEngine.handleScreensEdit) and the engine resolves from"
            + "\n the first changed screen on, so a chain built step by step costs the sum of constant steps."
            + "\n A driver that sends a new snapshot at every event (the UIKit driver, which walks the view"
            + "\n controllers anyway) costs the window's size per event: the engine-alone rows show both."
            + "\n The report keeps each step's layers shared with the step before, so its memory grows with"
            + "\n the steps, not with steps times depth. A dismissal ends the presentation in the engine's"
            + "\n tree in place too (ScreenTree.endPresentation), so unwinding a chain is linear as well.)"
    }
}
