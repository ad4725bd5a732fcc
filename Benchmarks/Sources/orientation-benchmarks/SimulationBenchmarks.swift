import OrientationTesting

/// Engine + UIKit model throughput (what bounds the property harness), and
/// how many platform calls the library makes per rotation it causes.
enum SimulationBenchmarks {
    static func videoApp(os: Int = 17) -> SimulatedApp {
        SimulatedApp(
            device: DeviceSetup(idiom: .phone, os: os, homeButton: false, orientation: .portrait),
            app: AppSetup(supported: .portrait, library: true),
            screens: [
                ScreenDeclaration(id: "tabs", kind: .tabBar, children: ["homeNav"]),
                ScreenDeclaration(id: "homeNav", kind: .navigation, children: ["home"]),
                ScreenDeclaration(id: "home", policy: .portrait),
                ScreenDeclaration(id: "player", policy: .remembered("player", supported: .allButUpsideDown)),
                ScreenDeclaration(id: "comment", policy: .matchPresenting),
                ScreenDeclaration(id: "login", policy: .portrait),
                ScreenDeclaration(id: "landscapeOnly", policy: .landscape),
            ],
            root: "tabs")
    }

    /// The flow: every transition of the video app, with rotations the
    /// device makes and ones the library must make.
    static let cycle: [@Sendable (SimulatedApp) -> StepRecord] = [
        { $0.push("player") }, { $0.rotateDevice(.landscapeLeft) },
        { $0.present("comment", style: .overFullScreen) }, { $0.present("login") },
        { $0.dismiss() }, { $0.dismiss() }, { $0.pop() }, { $0.rotateDevice(.portrait) },
        { $0.present("landscapeOnly") }, { $0.rotate(.landscapeRight) }, { $0.dismiss() },
        { $0.push("player") }, { $0.rotate(.landscapeLeft) }, { $0.rotate(.portrait) }, { $0.pop() },
    ]

    /// Platform calls per rotation the library caused (steps other than
    /// the device turning): the minimum is 1.0.
    static func callsPerRotation(os: Int) -> (calls: Int, rotations: Int) {
        let app = videoApp(os: os)
        var calls = 0
        var rotations = 0
        var previous = app.orientation
        for _ in 0..<20 {
            for (index, step) in cycle.enumerated() {
                let record = step(app)
                calls += record.calls.count
                let deviceStep = index == 1 || index == 7
                if record.orientation != previous && !deviceStep { rotations += 1 }
                previous = record.orientation
            }
        }
        return (calls, rotations)
    }

    static func run() -> String {
        let app = videoApp()
        var i = 0
        let perEvent = measure(rounds: 5) {
            blackHole(cycle[i % cycle.count](app))
            i &+= 1
        }
        var table = Table(title: "Simulation (engine + UIKit model, library mode)", headers: ["measure", "value"])
        table.rows.append([
            "one event (push, rotate, present, dismiss, pop, request)", format(perEvent, "simulated event"),
        ])
        table.rows.append(["events per second", String(format: "%.0f", 1e9 / perEvent.median)])
        table.rows.append([
            "100,000 sequences of 40 events, one core (estimate)",
            String(format: "%.0f s", 4_000_000 * perEvent.median / 1e9),
        ])
        for os in [15, 17] {
            let (calls, rotations) = callsPerRotation(os: os)
            table.rows.append([
                "platform calls per rotation the library caused, iOS \(os) (minimum 1.0)",
                String(
                    format: "%.2f (%d calls, %d rotations)", Double(calls) / Double(max(rotations, 1)), calls, rotations
                ),
            ])
        }
        return table.render()
    }
}
