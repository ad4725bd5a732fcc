import OrientationCore

/// Resolver cost against the shape and depth of the window's screens.
enum ResolverBenchmarks {
    /// tab bar > navigation(list, player) with a comment overlay: depth under 10.
    static func typicalTree() -> ScreenTree {
        ScreenTree(
            ScreenSpec.tabBar(
                "tabs",
                [
                    .navigation(
                        "home",
                        [
                            .screen("list", policy: .portrait),
                            .screen("player", policy: .remembered("player")),
                        ]),
                    .navigation("mine", [.screen("profile", policy: .portrait)]),
                ]
            ).presenting(.screen("comment", policy: .matchPresenting), style: .overFullScreen))
    }

    static func navigationStack(_ count: Int) -> ScreenTree {
        var tree = ScreenTree(capacity: count + 1)
        let nav = tree.add("nav", kind: .navigation)
        var stack: [Int] = []
        stack.reserveCapacity(count)
        for i in 0..<count {
            stack.append(tree.add(ScreenID("s\(i)"), policy: i.isMultiple(of: 2) ? .portrait : .landscape))
        }
        tree.setChildren(stack, of: nav)
        return tree
    }

    static func presentationChain(_ count: Int) -> ScreenTree {
        var tree = ScreenTree(capacity: count + 1)
        var presenter = tree.add("root", policy: .portrait)
        for i in 0..<count {
            let next = tree.add(ScreenID("p\(i)"), policy: i == count - 1 ? .landscape : nil)
            tree.present(next, from: presenter, style: i.isMultiple(of: 2) ? .overFullScreen : .fullScreen)
            presenter = next
        }
        return tree
    }

    static func tabBar(_ tabs: Int) -> ScreenTree {
        let spec = ScreenSpec.tabBar(
            "tabs", selected: tabs - 1,
            (0..<tabs).map { i in
                .navigation(ScreenID("nav\(i)"), [.screen(ScreenID("tab\(i)"), policy: .portrait)])
            })
        return ScreenTree(spec)
    }

    static func run() -> String {
        let resolver = OrientationResolver()
        var table = Table(
            title: "Resolver: cost against the shape of the window (median, min)",
            headers: ["tree", "screens", "resolve", "build + resolve", "allocations/resolve"])
        func measureTree(_ name: String, _ make: () -> ScreenTree) -> Sample {
            let tree = make()
            let resolve = measure { blackHole(resolver.resolve(opaque(tree))) }
            let full = measure(rounds: 5) { blackHole(resolver.resolve(make())) }
            let allocations = AllocationCounter.count { blackHole(resolver.resolve(opaque(tree))) }
            table.rows.append([
                name, "\(tree.nodes.count)", format(resolve, "resolve \(name)"),
                format(full, "build + resolve \(name)"), allocations.map { "\($0.allocations)" } ?? "n/a",
            ])
            return full
        }
        let typical = measureTree("typical app (tab > nav > player + overlay)") { typicalTree() }
        var stacks: [Sample] = []
        for n in [10, 100, 1_000, 10_000] {
            stacks.append(measureTree("navigation stack", { navigationStack(n) }))
        }
        let chain10 = measureTree("presentation chain", { presentationChain(10) })
        let chain100 = measureTree("presentation chain", { presentationChain(100) })
        _ = measureTree("tab bar, 50 tabs", { tabBar(50) })
        var out = table.render()
        out += "\n\nresolve walks the visible path; build + resolve is linear in the number of screens:"
        out += String(
            format: "\n  per screen, stack of 10 / 10,000: %.1f ns / %.1f ns", stacks[0].median / 11,
            stacks[3].median / 10_001)
        out += String(format: "\n  presentation chain 100 / 10: %.1fx", chain100.ratio(to: chain10))
        out += "\n  typical app: \(format(typical, "typical app")) built from a nested ScreenSpec and resolved"
        return out
    }
}
