import OrientationCore
import OrientationDriver
import Testing

/// What the probes' UIKit callbacks mean (`ProbeCallback`), the reporting
/// path both probes share (`OrientationDriver.probe(serving:received:)`) and
/// how a SwiftUI probe finds its host (`ProbeHost`).
@MainActor
@Suite("Probes' callbacks: what is structural, what is reported, which host")
struct ProbeCallbackTests {
    @Test("Every callback but viewWillDisappear may have moved the view; the four appearance callbacks report")
    func structuralAndAppearance() {
        let structural = ProbeCallback.allCases.filter(\.isStructural)
        #expect(
            structural == [
                .movedToParent, .willAppear, .didAppear, .didDisappear, .transitionEnded, .movedToWindow, .laidOut,
                .updated,
            ])
        let reported = ProbeCallback.allCases.compactMap(\.appearanceEvent)
        #expect(reported == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test("The SwiftUI probe tells its view first, the coordinator at a rotation's end, the driver only for policies")
    func swiftUIDispatch() {
        var steps: [String] = []
        func run(_ callback: ProbeCallback, reports: Bool) -> [String] {
            steps = []
            callback.dispatch(
                reportsAppearance: reports, placementChanged: { steps.append("placement") },
                sceneRotated: { steps.append("scene") }, report: { steps.append("report") })
            return steps
        }
        #expect(run(.transitionEnded, reports: true) == ["placement", "scene", "report"])
        #expect(run(.transitionEnded, reports: false) == ["placement", "scene"])
        #expect(run(.willDisappear, reports: true) == ["report"])
        #expect(run(.willDisappear, reports: false) == [])
        #expect(run(.laidOut, reports: false) == ["placement"])
    }

    @Test("The shared path reports appearance callbacks of the screen served, and nothing without one")
    func sharedPathReportsAppearance() {
        let app = DriverFixture()
        let player = app.screen("player", policy: .landscape)
        app.navigation.stack = [app.list, player]
        player.probeViewInstalled = false
        app.driver.probe(serving: nil, received: .willAppear)
        app.driver.probe(serving: player, received: .laidOut)
        #expect(!player.probeViewInstalled)
        app.driver.probe(serving: player, received: .willAppear)
        #expect(player.probeViewInstalled)
    }

    @Test("The end of a size transition makes the window's session read the scene again; nothing else does")
    func sharedPathReadsTheWindowAfterARotation() {
        let app = DriverFixture()
        app.uikit.runTurns()
        let reads = app.uikit.rootReads
        app.driver.probe(serving: app.list, received: .laidOut)
        app.driver.probe(serving: app.list, received: .movedToWindow)
        app.driver.probe(serving: nil, received: .transitionEnded)
        #expect(app.uikit.rootReads == reads)
        app.driver.probe(serving: app.list, received: .transitionEnded)
        #expect(app.uikit.rootReads > reads)
    }

    @Test("A probe's host is its parent, else the nearest other controller up the responder chain")
    func hostFromParentOrResponders() {
        let probe = FakeController("probe")
        let host = FakeController("host")
        let parent = FakeController("parent")
        // A responder chain: a view, the probe (its own view's next), a view, the host.
        let chain: [AnyObject] = [FakeController("view"), probe, FakeController("view"), host]
        func find(parent: FakeController?, from start: Int?) -> FakeController? {
            ProbeHost.find(
                parent: parent, probe: probe, responderChain: start,
                next: { $0 + 1 < chain.count ? $0 + 1 : nil },
                controller: { ($0 == 0 || $0 == 2) ? nil : chain[$0] as? FakeController })
        }
        #expect(find(parent: parent, from: 0) === parent)
        #expect(find(parent: nil, from: 0) === host)
        #expect(find(parent: nil, from: 3) === host)
        #expect(find(parent: nil, from: nil) == nil)
        let lonely = ProbeHost.find(
            parent: FakeController?.none, probe: probe, responderChain: 0, next: { _ in nil },
            controller: { _ in probe })
        #expect(lonely == nil)
    }

    @Test("A probe's siblings: the other probes among its host's children, in order")
    func siblingProbes() {
        let first = FakeController("probe")
        let second = FakeController("probe")
        let third = FakeController("probe")
        let children = [first, FakeController("screen"), second, third]
        func siblings(of probe: FakeController) -> [String] {
            ProbeHost.siblings(of: probe, among: children, asProbe: { $0.name == "probe" ? $0 : nil })
                .map { $0 === first ? "first" : $0 === second ? "second" : "third" }
        }
        #expect(siblings(of: second) == ["first", "third"])
        #expect(siblings(of: first) == ["second", "third"])
        #expect(siblings(of: FakeController("probe")) == ["first", "second", "third"])
    }
}
