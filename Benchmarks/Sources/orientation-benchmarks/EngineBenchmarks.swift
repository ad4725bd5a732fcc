import OrientationCore

/// Engine throughput, the cached answer, and one full UIKit question.
enum EngineBenchmarks {
    /// The typical app's window built node by node, as the UIKit driver's
    /// snapshot builds it: tab bar > two navigation stacks, a player pushed,
    /// a comment sheet presented over it.
    static func snapshotTypicalApp() -> ScreenTree {
        var tree = ScreenTree(capacity: 8)
        let tabs = tree.add("tabs", kind: .tabBar)
        let home = tree.add("home", kind: .navigation)
        let list = tree.add("list", policy: .portrait)
        let player = tree.add("player", policy: .remembered("player"))
        let mine = tree.add("mine", kind: .navigation)
        let profile = tree.add("profile", policy: .portrait)
        tree.setChildren([list, player], of: home)
        tree.setChildren([profile], of: mine)
        tree.setChildren([home, mine], of: tabs, visible: 0)
        let comment = tree.add("comment", policy: .matchPresenting)
        tree.present(comment, from: player, style: .overFullScreen)
        return tree
    }

    static func run() -> String {
        let list = ScreenTree(.tabBar("tabs", [.navigation("nav", [.screen("list", policy: .portrait)])]))
        let player = ScreenTree(
            .tabBar(
                "tabs",
                [
                    .navigation(
                        "nav",
                        [
                            .screen("list", policy: .portrait), .screen("player", policy: .remembered("player")),
                        ])
                ]))
        let login = ScreenTree(
            ScreenSpec.tabBar(
                "tabs",
                [
                    .navigation(
                        "nav",
                        [
                            .screen("list", policy: .portrait), .screen("player", policy: .remembered("player")),
                        ])
                ]
            )
            .presenting(.navigation("loginNav", [.screen("login", policy: .portrait)])))
        let events: [OrientationEvent] = [
            .screensChanged(player), .deviceRotated(.landscapeLeft), .screensChanged(login),
            .screensChanged(player), .rotationRequested(.portrait, screen: "player"),
            .deviceRotated(.portrait), .screensChanged(list),
        ]
        let engine = OrientationEngine()
        engine.handle(.screensChanged(list))
        var i = 0
        let perEvent = measure {
            blackHole(engine.handle(events[i % events.count]))
            i &+= 1
        }
        let engines = [engine]
        let mask = measure { blackHole(engines[opaque(0)].supportedMask.rawValue) }
        let maskAllocations = AllocationCounter.count {
            for _ in 0..<1_000 { blackHole(engines[opaque(0)].supportedMask.rawValue) }
        }
        // One question as UIKit asks it of the UIKit driver after a change:
        // snapshot the window, resolve it in the engine, answer the mask.
        let questionEngine = OrientationEngine()
        questionEngine.handle(.screensChanged(snapshotTypicalApp()))
        let question = measure {
            let engine = opaque(questionEngine)
            blackHole(engine.handle(.screensChanged(snapshotTypicalApp())))
            blackHole(engine.supportedMask)
        }
        let questionAllocations = AllocationCounter.count {
            questionEngine.handle(.screensChanged(snapshotTypicalApp()))
            blackHole(questionEngine.supportedMask)
        }
        var table = Table(title: "Engine", headers: ["measure", "median (min)"])
        table.rows.append([
            "one event (push, rotate, present, dismiss, request, pop)", format(perEvent, "engine event"),
        ])
        table.rows.append(["events per second", String(format: "%.0f", 1e9 / perEvent.median)])
        table.rows.append(["cached mask answer (UIKit's question between changes)", format(mask, "cached mask answer")])
        table.rows.append([
            "allocations per 1,000 cached mask answers", maskAllocations.map { "\($0.allocations)" } ?? "n/a",
        ])
        table.rows.append([
            "full UIKit question, typical app (snapshot + resolve + answer)", format(question, "full UIKit question"),
        ])
        table.rows.append([
            "allocations per full UIKit question", questionAllocations.map { "\($0.allocations)" } ?? "n/a",
        ])
        return table.render()
    }
}
