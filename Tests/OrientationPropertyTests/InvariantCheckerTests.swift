import OrientationTesting
import Testing

/// The checker must catch what it claims to: fed handmade broken reports, it reports them.
@Suite("The invariant checker catches broken reports")
struct InvariantCheckerTests {
    let scenario = Scenario(
        screens: [
            ScreenDeclaration(id: "nav", kind: .navigation, children: ["list"]),
            ScreenDeclaration(id: "list", policy: .portrait),
            ScreenDeclaration(id: "player", policy: .remembered("player", supported: .landscape)),
            ScreenDeclaration(id: "login", policy: .portrait),
        ],
        root: "nav",
        steps: [
            ScenarioStep(.push("player")), ScenarioStep(.present("login", style: .fullScreen)),
            ScenarioStep(.dismiss),
        ])

    func row(
        _ index: Int, _ deciding: String, _ mask: InterfaceOrientationMask, _ o: InterfaceOrientation,
        exception: String? = nil, device: DeviceOrientation = .portrait
    ) -> StepRecord {
        StepRecord(
            index: index, event: "e\(index)", visible: deciding, deciding: deciding, owner: "nav",
            supported: mask, orientation: o, device: device, exception: exception)
    }

    func report(_ rows: [StepRecord]) -> SimulationReport {
        SimulationReport(scenario: nil, os: 17, idiom: .phone, library: true, steps: rows)
    }

    @Test("a good report passes")
    func good() {
        let rows = [
            row(0, "list", .portrait, .portrait), row(1, "player", .landscape, .landscapeRight),
            row(2, "login", .portrait, .portrait), row(3, "player", .landscape, .landscapeRight),
        ]
        #expect(InvariantChecker(scenario: scenario).violations(in: report(rows)).isEmpty)
    }

    @Test("an empty mask, an exception and an orientation outside the policy are caught")
    func invariants() {
        let rows = [row(0, "list", [], .portrait), row(1, "player", .landscape, .portrait, exception: "boom")]
        let found = InvariantChecker(scenario: scenario).violations(in: report(rows))
        #expect(found.contains { $0.contains("empty") })
        #expect(found.contains { $0.contains("raised") })
        #expect(found.contains { $0.contains("outside") })
    }

    @Test("choice rule 3: a screen that comes back in another orientation than it showed is caught")
    func rule3() {
        let rows = [
            row(0, "list", .portrait, .portrait), row(1, "player", .landscape, .landscapeLeft),
            row(2, "login", .portrait, .portrait), row(3, "player", .landscape, .landscapeRight),
        ]
        let found = InvariantChecker(scenario: scenario).violations(in: report(rows))
        #expect(found.contains { $0.contains("choice rule 3") })
    }

    @Test(
        "choice rule 2: a screen that comes back in its memory while the device is held in another allowed orientation is caught"
    )
    func rule2() {
        let rows = [
            row(0, "list", .portrait, .portrait), row(1, "player", .landscape, .landscapeRight),
            row(2, "login", .portrait, .portrait),
            row(3, "player", .landscape, .landscapeRight, device: .landscapeRight),
        ]
        let found = InvariantChecker(scenario: scenario).violations(in: report(rows))
        #expect(found.contains { $0.contains("choice rule 2") })
        let held = [
            row(0, "list", .portrait, .portrait), row(1, "player", .landscape, .landscapeRight),
            row(2, "login", .portrait, .portrait),
            row(3, "player", .landscape, .landscapeLeft, device: .landscapeRight),
        ]
        #expect(InvariantChecker(scenario: scenario).violations(in: report(held)).isEmpty)
    }
}
