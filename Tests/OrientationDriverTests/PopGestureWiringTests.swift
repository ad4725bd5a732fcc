import OrientationDriver
import Testing

/// Which pop recognizers wait for the pop gesture guard (`PopGestureWiring`)
/// and where the driver puts the guard (OrientationKit's
/// `InteractivePopGestureGuard`).
@Suite("The pop guard wires each pop recognizer once, never itself")
struct PopGestureWiringTests {
    final class Recognizer {}

    @Test("Each recognizer is wired once, however often the guard is installed; a later one is wired too")
    func wiresEachOnce() {
        var wiring = PopGestureWiring<Recognizer>()
        let guardRecognizer = Recognizer()
        let edge = Recognizer()
        let content = Recognizer()
        func wire(_ recognizer: Recognizer) -> Bool { wiring.needsWiring(recognizer, to: guardRecognizer) }
        #expect(wire(edge))
        #expect(!wire(edge))
        #expect(wire(content))
        #expect(!wire(content))
        #expect(!wire(edge))
    }

    @Test("The guard never waits for itself")
    func neverItself() {
        var wiring = PopGestureWiring<Recognizer>()
        let guardRecognizer = Recognizer()
        let wired = wiring.needsWiring(guardRecognizer, to: guardRecognizer)
        #expect(!wired)
    }

    @Test("The driver adds one guard per navigation controller and wires each pop recognizer to it once")
    @MainActor
    func driverGuardsEachNavigationOnce() {
        let app = DriverFixture()
        let edge = app.navigation.popRecognizers[0]
        let guardRecognizer = app.navigation.popGuard
        #expect(guardRecognizer != nil && app.uikit.popGuardsAdded == 1)
        #expect(edge.waitsFor.count == 1 && edge.waitsFor.first === guardRecognizer)
        let content = FakeRecognizer()
        app.navigation.popRecognizers.append(content)
        app.driver.setNeedsUpdate(for: app.list)
        app.uikit.runTurns()
        #expect(app.uikit.popGuardsAdded == 1 && app.navigation.popGuard === guardRecognizer)
        #expect(edge.waitsFor.count == 1)
        #expect(content.waitsFor.count == 1 && content.waitsFor.first === guardRecognizer)
    }

    @Test("A navigation controller whose view is not loaded gets no guard yet")
    @MainActor
    func driverWaitsForTheView() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        app.navigation.isViewLoaded = false
        app.uikit.launch(app.window)
        #expect(app.navigation.popGuard == nil && app.uikit.popGuardsAdded == 0)
        app.navigation.isViewLoaded = true
        app.setPolicy(.portrait, on: app.list)
        #expect(app.navigation.popGuard != nil && app.uikit.popGuardsAdded == 1)
    }
}
