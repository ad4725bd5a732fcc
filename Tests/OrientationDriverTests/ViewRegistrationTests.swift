import OrientationCore
import OrientationDriver
import Testing

/// When an `.interfaceOrientations` view's mask counts (`ViewRegistration`,
/// behind `InterfaceOrientationRegistrationHolder`).
@MainActor
@Suite("SwiftUI registrations: when a view's mask counts")
struct ViewRegistrationTests {
    let app = CoordinatorFixture()
    var mask: InterfaceOrientationMask { app.coordinator.registry.supportedOrientations }

    @Test("An appeared view counts once measured in a window, on the next turn")
    func countsOnceInAWindow() {
        let view = FakeRegisteredView(app)
        let registration = ViewRegistration(platform: view)
        registration.appear(.landscape)
        app.uikit.runTurns()
        #expect(mask == .allButUpsideDown)
        view.isShownInWindow = true
        registration.probeReported(mask: .landscape)
        #expect(mask == .allButUpsideDown)
        app.uikit.runTurns()
        #expect(mask == .landscape)
        #expect(view.siblingReports == 1)
    }

    @Test("Many reports in one turn are measured once; a measure that changes nothing tells no sibling")
    func measuredOncePerTurn() {
        let view = FakeRegisteredView(app)
        let registration = ViewRegistration(platform: view)
        view.isShownInWindow = true
        registration.appear(.landscape)
        registration.probeReported(mask: .landscape)
        registration.probeReported(mask: .landscape)
        #expect(app.uikit.turnQueue.count == 1)
        app.uikit.runTurns()
        registration.probeReported(mask: .landscape)
        app.uikit.runTurns()
        #expect(view.siblingReports == 1)
    }

    @Test("A mask change counts at once; the same mask again changes nothing")
    func changeAtOnce() {
        let view = FakeRegisteredView(app)
        let registration = ViewRegistration(platform: view)
        view.isShownInWindow = true
        registration.appear(.landscape)
        app.uikit.runTurns()
        registration.change(.portrait)
        #expect(mask == .portrait)
        let mutations = view.mutations
        registration.change(.portrait)
        #expect(view.mutations == mutations)
    }

    @Test("A new mask reported by the probe (iOS 13) counts on the next turn")
    func probeMaskOnTheNextTurn() {
        let view = FakeRegisteredView(app)
        let registration = ViewRegistration(platform: view)
        view.isShownInWindow = true
        registration.appear(.landscape)
        app.uikit.runTurns()
        registration.probeReported(mask: .portrait)
        #expect(mask == .landscape)
        app.uikit.runTurns()
        #expect(mask == .portrait)
    }

    @Test("A disappeared view stops counting at once")
    func disappearStopsCounting() {
        let view = FakeRegisteredView(app)
        let registration = ViewRegistration(platform: view)
        view.isShownInWindow = true
        registration.appear(.landscape)
        app.uikit.runTurns()
        registration.disappear()
        #expect(mask == .allButUpsideDown)
    }

    @Test("A dismantled view's registration goes on the next turn, even when nothing holds it any more")
    func dismantleOnTheNextTurn() {
        dismantleReleasedView()
        #expect(mask == .landscape)
        app.uikit.runTurns()
        #expect(mask == .allButUpsideDown)
    }

    /// A live landscape view, dismantled; its objects are released on return.
    private func dismantleReleasedView() {
        let view = FakeRegisteredView(app)
        let registration = ViewRegistration(platform: view)
        view.isShownInWindow = true
        registration.appear(.landscape)
        app.uikit.runTurns()
        registration.dismantle()
    }
}
