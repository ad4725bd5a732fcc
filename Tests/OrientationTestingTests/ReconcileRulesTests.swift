import OrientationTesting
import Testing

/// Rule 72 (issue 12 item 5): a request UIKit accepts but does not carry out
/// is noticed when the scene reports where it settled, becomes ORI-413, and
/// is never re-requested in a loop.
@Suite("Reconciling with the scene's geometry (rule 72)")
struct ReconcileRulesTests {
    static func app(library: Bool = true) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(os: 17),
            app: AppSetup(supported: .allButUpsideDown, library: library),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list", .portrait),
                Screens.plain("player", .landscape), Screens.plain("other", .landscape),
            ],
            root: "nav")
    }

    static func requests(_ record: StepRecord) -> Int {
        record.calls.filter { $0.hasPrefix("requestGeometryUpdate") }.count
    }

    @Test("a scene that never moves: ORI-413 once, the engine believes the scene, no loop")
    func neverMoves() {
        let app = Self.app()
        app.acceptedRequestOutcome = .notCarriedOut
        let pushed = app.push("player")
        #expect(app.orientation == .portrait && pushed.exception == nil)
        #expect(Self.requests(pushed) == 2) // the request, and one more while the push settles (rule 23)
        #expect(pushed.diagnostics.filter { $0.hasPrefix("ORI-413") }.count == 1)
        #expect(app.orientationEngine?.currentOrientation == .portrait)
        let again = app.setPolicy(.landscape, for: "player")
        #expect(Self.requests(again) == 0 && again.diagnostics.isEmpty)
    }

    @Test("something new lifts it: a new deciding screen is asked for once")
    func newDecider() {
        let app = Self.app()
        app.acceptedRequestOutcome = .notCarriedOut
        app.push("player")
        app.acceptedRequestOutcome = .carriedOut
        let next = app.push("other")
        #expect(Self.requests(next) >= 1 && app.orientation == .landscapeRight)
    }

    @Test("a scene that settles elsewhere: ORI-413 names both orientations")
    func settlesElsewhere() {
        let app = Self.app()
        app.push("player")
        #expect(app.orientation == .landscapeRight)
        app.acceptedRequestOutcome = .settlesIn(.landscapeRight)
        let record = app.rotate(.landscapeLeft)
        #expect(record.diagnostics.contains { $0.hasPrefix("ORI-413") && $0.contains("landscapeLeft") })
        #expect(app.orientation == .landscapeRight && app.orientationEngine?.currentOrientation == .landscapeRight)
    }

    @Test("plain UIKit says nothing: the app never learns the scene did not move")
    func plainIsSilent() {
        let app = Self.app(library: false)
        app.acceptedRequestOutcome = .notCarriedOut
        let record = app.rotate(.landscapeRight)
        #expect(record.diagnostics.isEmpty && app.orientation == .portrait)
    }
}
