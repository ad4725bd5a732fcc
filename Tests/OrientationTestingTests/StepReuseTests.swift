import Testing

@testable import OrientationTesting

/// What a step reuses from the steps before (issue 17 item 2): the layers
/// (kept in a stack shared between records) and the window's parent index
/// must be exactly what a computation from scratch gives.
@Suite("Work reused between steps")
struct StepReuseTests {
    /// A small deterministic generator (SplitMix64), so failures replay.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func app(library: Bool) -> SimulatedApp {
        let plain = (0..<8).map { ScreenDeclaration(id: "p\($0)", policy: $0.isMultiple(of: 3) ? .landscape : nil) }
        return SimulatedApp(
            app: AppSetup(supported: .allButUpsideDown, library: library),
            screens: [
                ScreenDeclaration(id: "tabs", kind: .tabBar, children: ["homeNav", "mine"]),
                ScreenDeclaration(id: "homeNav", kind: .navigation, children: ["home"]),
                ScreenDeclaration(id: "home", policy: .portrait),
                ScreenDeclaration(id: "mine", policy: .portrait),
                ScreenDeclaration(id: "modalNav", kind: .navigation, children: ["m0"]),
                ScreenDeclaration(id: "m0", policy: .allButUpsideDown),
            ] + plain,
            root: "tabs")
    }

    static let styles: [PresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic,
        .currentContext, .overCurrentContext, .popover, .custom,
    ]

    /// One random step: pushes, pops, presentations, dismissals, tab
    /// switches and interactive gestures that finish or cancel.
    static func randomStep(_ app: SimulatedApp, _ random: inout Generator) -> StepRecord {
        let screen = random.next(4) == 0 ? "modalNav" : "p\(random.next(8))"
        let phases = InteractiveGesturePhase.allCases
        switch random.next(10) {
        case 0, 1: return app.present(screen, style: styles[random.next(styles.count)])
        case 2: return app.dismiss()
        case 3: return app.push("p\(random.next(8))")
        case 4: return app.pop()
        case 5: return app.selectTab(random.next(3))
        case 6: return app.interactivePop(phases[random.next(phases.count)])
        case 7: return app.interactiveDismiss(phases[random.next(phases.count)])
        case 8:
            let policies: [OrientationPolicy?] = [nil, .portrait, .landscape, .matchPresenting]
            return app.setPolicy(policies[random.next(policies.count)], for: "p\(random.next(8))")
        default: return app.rotateDevice(random.next(2) == 0 ? .landscapeLeft : .portrait)
        }
    }

    @Test("the reused layers equal the layers recomputed from scratch, on random flows")
    func sharedLayersMatchRecomputed() {
        for seed in 1...6 as ClosedRange<UInt64> {
            var random = Generator(state: seed)
            let app = StepReuseTests.app(library: seed.isMultiple(of: 2))
            #expect(app.lastStep.layers == app.layersRecomputed())
            for _ in 0..<150 {
                let record = StepReuseTests.randomStep(app, &random)
                let recomputed = app.layersRecomputed()
                #expect(record.layers == recomputed, "seed \(seed), step \(record.index): \(record.event)")
                guard record.layers == recomputed else { return }
            }
        }
    }

    @Test("a controller is held by one container, once, on random flows (the model never depends on dictionary order)")
    func oneParentPerController() {
        for seed in 41...160 as ClosedRange<UInt64> {
            var random = Generator(state: seed)
            let app = StepReuseTests.app(library: seed.isMultiple(of: 2))
            for _ in 0..<200 {
                let record = StepReuseTests.randomStep(app, &random)
                let held = app.model.window.controllers.values.flatMap(\.children)
                #expect(held.count == Set(held).count, "seed \(seed), step \(record.index): \(record.event)")
                guard held.count == Set(held).count else { return }
            }
        }
    }

    @Test("a window's indexed parents equal a search of its controllers, on random flows")
    func indexedParentsMatchSearch() {
        var random = Generator(state: 29)
        let app = StepReuseTests.app(library: false)
        for _ in 0..<200 {
            let record = StepReuseTests.randomStep(app, &random)
            let window = app.model.window
            for id in window.controllers.keys {
                let searched = window.controllers.first { $0.value.children.contains(id) }?.key
                #expect(window.parent(of: id) == searched, "step \(record.index): \(record.event), \(id)")
            }
        }
    }

    @Test("a step that presents one more screen stores one new layer and shares the ones beneath")
    func presentingSharesTheLayersBeneath() throws {
        let app = StepReuseTests.app(library: true)
        app.present("p0", style: .fullScreen)
        let second = app.present("p1", style: .overFullScreen)
        let first = app.history[app.history.count - 2]
        #expect(second.layers.map(\.screen) == ["tabs", "p0", "p1"])
        let top = try #require(second.layerStack.top)
        #expect(top.below === first.layerStack.top)
    }

    @Test("records compare and hash their layers by value, however they were stored")
    func recordsCompareLayersByValue() {
        let app = StepReuseTests.app(library: true)
        let record = app.present("p2", style: .pageSheet)
        var copy = record
        copy.layers = record.layers
        #expect(copy.layerStack.top !== record.layerStack.top)
        #expect(copy == record)
        #expect(copy.hashValue == record.hashValue)
        copy.layers[1].style = .fullScreen
        #expect(copy != record)
    }

    @Test("a stack of many layers is released without deep recursion")
    func longStackReleases() {
        var stack = StepLayerStack((0..<200_000).map { StepLayer(screen: "s\($0 % 10)") })
        #expect(stack.count == 200_000)
        stack = StepLayerStack()
        #expect(stack.layers.isEmpty)
    }
}
