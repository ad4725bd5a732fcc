import OrientationTesting
import Testing

/// Steps UIKit does not carry out (docs/UIKitRules.md, section O, rules
/// 80-86): the model leaves the app as it was, records why in the step's
/// `refused` field, and `simulate` exits 2 because the file describes
/// something the app cannot do. None of them raises.
@Suite("Refused steps (rules 80-86)")
struct RefusedStepRulesTests {
    /// Runs `steps` on a phone app: `home` (landscapeLeft only) in a
    /// navigation stack, screens `a`, `b`, a tab bar `tabs` with two tabs,
    /// a free-turning `sheet`.
    static func run(_ steps: String, root: String = "nav") throws -> SimulationReport {
        let yaml = """
            device: { idiom: phone, os: 17, orientation: portrait }
            app: { library: true }
            screens:
              - { id: nav, kind: navigation, children: [home] }
              - { id: home, policy: { locked: landscapeLeft } }
              - { id: a, policy: allButUpsideDown }
              - { id: b }
              - { id: tabs, kind: tabBar, children: [a, b] }
              - id: sheet
                overrides: { supported: [portrait, landscapeLeft, landscapeRight] }
            root: \(root)
            steps:
            \(steps)
            """
        return Simulation.run(try Scenario(yaml: yaml, fileName: "refused.yaml"))
    }

    /// The refusal recorded at event step `index` (1-based).
    static func refusal(_ report: SimulationReport, at index: Int) -> String? {
        report.steps.first { $0.index == index }?.refused
    }

    @Test("rule 80: nothing is presented or dismissed while a dismissal runs")
    func noPresentationWhileDismissing() throws {
        // Found by the property runs: the model used to present from the
        // controller being dismissed, leaving a screen the library could
        // not reach, and UIKit raised on its preferred orientation.
        let report = try Self.run(
            """
              - present: { screen: sheet, style: overCurrentContext }
              - interactiveDismiss: begin
              - present: { screen: a, style: custom }
              - dismiss
              - interactiveDismiss: cancel
            """)
        #expect(Self.refusal(report, at: 3)?.contains("rule 80") == true)
        #expect(Self.refusal(report, at: 4)?.contains("rule 80") == true)
        #expect(report.steps.allSatisfy { $0.exception == nil })
        let last = try #require(report.steps.last)
        #expect(last.visible == "sheet" && last.orientation == .landscapeLeft)
        #expect(report.exitCode == 2)
    }

    @Test("rule 81: a screen already on screen is not pushed or presented again")
    func alreadyOnScreen() throws {
        let report = try Self.run(
            """
              - push: a
              - present: { screen: home, style: fullScreen }
              - push: nav
            """)
        #expect(report.steps[2].exception?.contains("active controller") == true)
        #expect(report.steps[3].exception?.contains("navigation controller") == true)
        #expect(report.steps.last?.visible == "a")
    }

    @Test("rule 82: the root of a navigation stack is not popped; with no stack nothing is pushed or popped")
    func rootNotPopped() throws {
        let report = try Self.run("  - pop\n  - interactivePop: finish\n")
        #expect(Self.refusal(report, at: 1)?.contains("only its root") == true)
        #expect(report.steps[2].diagnostics.contains { $0.contains("holds only one screen") })
        #expect(report.steps.last?.visible == "home")
        let bare = try Self.run("  - push: a\n  - pop\n", root: "sheet")
        #expect(Self.refusal(bare, at: 1)?.contains("no navigation controller") == true)
        #expect(Self.refusal(bare, at: 2)?.contains("no navigation controller") == true)
    }

    @Test("rule 83: dismissing with nothing presented does nothing")
    func nothingToDismiss() throws {
        let report = try Self.run("  - dismiss\n  - interactiveDismiss: finish\n")
        #expect(Self.refusal(report, at: 1)?.contains("nothing is presented") == true)
        #expect(report.steps[2].diagnostics.contains { $0.contains("nothing is presented") })
        #expect(report.steps.last?.orientation == .landscapeLeft)
    }

    @Test("rule 84: a tab index outside the tab bar, or no tab bar, is ignored")
    func tabOutOfRange() throws {
        let report = try Self.run("  - selectTab: 5\n  - selectTab: 1\n", root: "tabs")
        #expect(Self.refusal(report, at: 1)?.contains("ignores selectedIndex 5") == true)
        #expect(Self.refusal(report, at: 2) == nil && report.steps.last?.visible == "b")
        let none = try Self.run("  - selectTab: 1\n")
        #expect(Self.refusal(none, at: 1)?.contains("no tab bar") == true)
    }

    @Test("rule 85: a second interactive transition does not begin while one runs")
    func oneGestureAtATime() throws {
        let report = try Self.run(
            """
              - push: a
              - present: { screen: sheet, style: pageSheet }
              - interactiveDismiss: begin
              - interactiveDismiss: begin
              - interactivePop: finish
              - interactiveDismiss: cancel
            """)
        #expect(report.steps[4].diagnostics.contains { $0.contains("another interactive transition is under way") })
        #expect(report.steps[5].diagnostics.contains { $0.contains("the transition under way is a dismissal") })
        #expect(report.steps.last?.visible == "sheet")
    }

    @Test("rule 86: no interactive gesture begins while the app is inactive")
    func noGestureWhileInactive() throws {
        // Found by the property runs: a dismissal begun in the background
        // and cancelled after it made UIKit raise (the engine answered for
        // the screen beneath instead of the sheet that stayed).
        let report = try Self.run(
            """
              - present: { screen: sheet, style: pageSheet }
              - background
              - interactiveDismiss: begin
              - foreground
              - interactiveDismiss: cancel
            """)
        #expect(report.steps[3].diagnostics.contains { $0.contains("the app is not active") })
        #expect(report.steps[3].visible == "sheet")
        #expect(report.steps.last?.visible == "sheet")
        #expect(report.steps.allSatisfy { $0.exception == nil })
    }
}
