import OrientationTesting
import Testing

/// Library mode on generated flows: UIKit never raises, and after every
/// step the interface shows an orientation the effective mask allows.
@Suite("Generated library flows")
struct GeneratedFlowTests {
    /// A small deterministic generator (64-bit LCG).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let policies: [OrientationPolicy?] = [
        nil, .portrait, .landscape, .all, .allButUpsideDown, .matchPresenting, .locked(.landscapeLeft),
        .locked(.portraitUpsideDown), .remembered("k"), OrientationPolicy(supported: .landscapeRight),
    ]
    static let styles: [PresentationStyle] = PresentationStyle.allCases
    static let leaves = ["a", "b", "c", "d", "e", "f"]

    static func screens(_ g: inout Generator) -> [ScreenDeclaration] {
        var list = [
            Screens.tabs("tabs", ["nav1", "nav2"]), Screens.nav("nav1", ["a"]), Screens.nav("nav2", ["b"]),
            Screens.nav("modalNav", ["f"]),
        ]
        for id in leaves { list.append(Screens.plain(id, policies[g.next(policies.count)])) }
        return list
    }

    /// Acts once; returns false when the app went to the background.
    static func act(_ app: SimulatedApp, _ g: inout Generator, active: Bool) -> Bool {
        let leaf = leaves[g.next(leaves.count)]
        var active = active
        switch g.next(10) {
        case 0, 1: app.push(leaf)
        case 2: app.pop()
        case 3: app.present(g.next(3) == 0 ? "modalNav" : leaf, style: styles[g.next(styles.count)])
        case 4: app.dismiss()
        case 5: app.selectTab(g.next(3))
        case 6: app.rotateDevice(DeviceOrientation.allCases[g.next(DeviceOrientation.allCases.count)])
        case 7: app.setPolicy(policies[g.next(policies.count)], for: leaf)
        case 8: app.rotate(InterfaceOrientation.tieBreakOrder[g.next(4)])
        default:
            active = g.next(2) != 0
            if active { app.foreground() } else { app.background() }
        }
        return active
    }

    @Test(
        "rules 17-18: library mode never raises; the interface stays inside the effective mask",
        arguments: [13, 15, 16, 17, 26], [Idiom.phone, .pad])
    func neverRaises(os: Int, idiom: Idiom) {
        for seed in 1...40 {
            var g = Generator(state: UInt64(seed * 7919 + os))
            let plists: [InterfaceOrientationMask?] = [nil, .portrait, .landscape, .all, .allButUpsideDown]
            let device = DeviceSetup(idiom: idiom, os: os, homeButton: g.next(2) == 0, orientation: .portrait)
            let setup = AppSetup(supported: plists[g.next(plists.count)], requiresFullScreen: g.next(3) != 0)
            let app = SimulatedApp(device: device, app: setup, screens: GeneratedFlowTests.screens(&g), root: "tabs")
            var active = true
            var outside: [String] = []
            for _ in 0..<40 {
                active = GeneratedFlowTests.act(app, &g, active: active)
                let row = app.lastStep
                if active && !app.masksIgnored && !row.supported.contains(row.orientation) {
                    outside.append("\(row.index) \(row.event) \(row.orientation) \(row.supported) \(row.diagnostics)")
                }
            }
            // A step UIKit refuses (the same screen pushed twice) raises
            // NSInvalidArgumentException whatever the library does; rules
            // 17-18's exceptions are the library's to avoid.
            let raised = app.history.filter { $0.exception != nil && $0.exceptionName != "NSInvalidArgumentException" }
            #expect(raised.isEmpty, "seed \(seed): \(raised.map { "\($0.index) \($0.event): \($0.exception ?? "")" })")
            #expect(outside.isEmpty, "seed \(seed): \(outside)")
        }
    }
}
