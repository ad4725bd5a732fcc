import OrientationTesting

/// Engine + UIKit model throughput: what bounds the property-based harness.
enum SimulationBenchmarks {
    static func videoApp() -> SimulatedApp {
        SimulatedApp(
            device: DeviceSetup(idiom: .phone, os: 17, homeButton: false, orientation: .portrait),
            app: AppSetup(supported: .portrait, library: true),
            screens: [
                ScreenDeclaration(id: "tabs", kind: .tabBar, children: ["homeNav"]),
                ScreenDeclaration(id: "homeNav", kind: .navigation, children: ["home"]),
                ScreenDeclaration(id: "home", policy: .portrait),
                ScreenDeclaration(id: "player", policy: .remembered("player", supported: .allButUpsideDown)),
                ScreenDeclaration(id: "comment", policy: .matchPresenting),
                ScreenDeclaration(id: "login", policy: .portrait),
            ],
            root: "tabs")
    }

    static func run() -> String {
        let app = videoApp()
        let cycle: [(SimulatedApp) -> Void] = [
            { _ = $0.push("player") }, { _ = $0.rotateDevice(.landscapeLeft) },
            { _ = $0.present("comment", style: .overFullScreen) }, { _ = $0.present("login") },
            { _ = $0.dismiss() }, { _ = $0.dismiss() }, { _ = $0.rotateDevice(.portrait) }, { _ = $0.pop() },
        ]
        var i = 0
        let perEvent = nanosecondsPerCall(rounds: 5) {
            cycle[i % cycle.count](app)
            i &+= 1
        }
        let eventsPerSecond = 1e9 / perEvent
        var table = Table(title: "Simulation (engine + UIKit model, library mode)", headers: ["measure", "value"])
        table.rows.append(["events per second (push, rotate, present, dismiss, pop)", String(format: "%.0f", eventsPerSecond)])
        table.rows.append(["100,000 sequences of 40 events, one core (estimate)",
                           String(format: "%.0f s", 4_000_000 / eventsPerSecond)])
        return table.render()
    }
}
