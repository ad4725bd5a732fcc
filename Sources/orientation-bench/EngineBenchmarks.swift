import OrientationCore

/// Engine throughput and the cost of the cached answer UIKit asks for.
enum EngineBenchmarks {
    static func run() -> String {
        let list = ScreenTree(.tabBar("tabs", [.navigation("nav", [.screen("list", policy: .portrait)])]))
        let player = ScreenTree(.tabBar("tabs", [.navigation("nav", [
            .screen("list", policy: .portrait), .screen("player", policy: .remembered("player"))])]))
        let login = ScreenTree(ScreenSpec.tabBar("tabs", [.navigation("nav", [
            .screen("list", policy: .portrait), .screen("player", policy: .remembered("player"))])])
            .presenting(.navigation("loginNav", [.screen("login", policy: .portrait)])))
        let events: [OrientationEvent] = [
            .screensChanged(player), .deviceRotated(.landscapeLeft), .screensChanged(login),
            .screensChanged(player), .rotationRequested(.portrait, screen: "player"),
            .deviceRotated(.portrait), .screensChanged(list),
        ]
        let engine = OrientationEngine()
        engine.handle(.screensChanged(list))
        var i = 0
        let perEvent = nanosecondsPerCall {
            blackHole(engine.handle(events[i % events.count]))
            i &+= 1
        }
        let maskNs = nanosecondsPerCall { blackHole(engine.supportedMask) }
        let maskAllocations = AllocationCounter.count {
            for _ in 0..<1_000 { blackHole(engine.supportedMask) }
        }
        var table = Table(title: "Engine", headers: ["measure", "value"])
        table.rows.append(["events per second (push, rotate, present, dismiss, request, pop)",
                           String(format: "%.0f", 1e9 / perEvent)])
        table.rows.append(["cached mask answer (UIKit's question)", formatNanoseconds(maskNs)])
        table.rows.append(["allocations per 1,000 cached mask answers", maskAllocations.map(String.init) ?? "n/a"])
        return table.render()
    }
}
