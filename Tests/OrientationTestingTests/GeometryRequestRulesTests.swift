import Testing

@testable import OrientationTesting

/// Rules 22-25: attemptRotation, setNeedsUpdate and requestGeometryUpdate.
@Suite("Programmatic updates (rules 22-25)")
struct GeometryRequestRulesTests {
    static func app(
        os: Int = 17, device: DeviceOrientation = .portrait, root: InterfaceOrientationMask = .portrait,
        assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        Screens.plainApp(
            os: os, device: device, screens: [Screens.plain("root", OrientationPolicy(supported: root))],
            root: "root", assumptions: assumptions)
    }

    @Test("rule 22: below 16, attemptRotationToDeviceOrientation turns to the device's orientation once allowed")
    func rule22AttemptFollowsDevice() {
        let app = GeometryRequestRulesTests.app(os: 15, device: .landscapeLeft)
        #expect(app.orientation == .portrait)
        app.setPolicy(.allButUpsideDown, for: "root")
        #expect(app.calls == [.attemptRotationToDeviceOrientation])
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 22: attemptRotationToDeviceOrientation does not pick another supported orientation")
    func rule22AttemptDoesNotPick() {
        let app = GeometryRequestRulesTests.app(os: 15)
        app.setPolicy(.landscape, for: "root")
        #expect(app.orientation == .portrait)
    }

    @Test("rule 23: setNeedsUpdateOfSupportedInterfaceOrientations rotates when the current orientation is dropped")
    func rule23Update() {
        let app = GeometryRequestRulesTests.app(root: .allButUpsideDown)
        app.setPolicy(.landscape, for: "root")
        #expect(app.calls == [.setNeedsUpdateOfSupportedInterfaceOrientations])
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 23 (assumption): the update follows the device only when assumed so")
    func rule23FollowsDeviceAssumption() {
        let kept = GeometryRequestRulesTests.app(device: .landscapeLeft)
        kept.setPolicy(.allButUpsideDown, for: "root")
        #expect(kept.orientation == .portrait)
        let follows = GeometryRequestRulesTests.app(
            device: .landscapeLeft,
            assumptions: UIKitAssumptions(setNeedsUpdateFollowsDevice: true))
        follows.setPolicy(.allButUpsideDown, for: "root")
        #expect(follows.orientation == .landscapeRight)
    }

    @Test("rule 24: a geometry request picks from its mask ∩ the supported mask; an empty one does nothing")
    func rule24Request() {
        let app = GeometryRequestRulesTests.app(root: .allButUpsideDown)
        app.rotate(.landscapeLeft)
        #expect(app.calls == [.setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate(.landscapeLeft)])
        #expect(app.orientation == .landscapeLeft)
        #expect(app.model.requestGeometryUpdate([]) == nil)
        #expect(app.orientation == .landscapeLeft)
    }

    @Test("rule 25: a request disjoint with the published mask fails with 101 and UIKit's message")
    func rule25Disjoint() {
        let app = GeometryRequestRulesTests.app()
        app.rotate(.landscapeRight)
        #expect(app.orientation == .portrait)
        #expect(
            app.diagnostics.contains(
                "requestGeometryUpdate failed: UISceneErrorDomain 101: None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait"
            ))
    }

    @Test("rule 25: the request is checked against the published mask, so update first")
    func rule25PublishedMask() {
        let app = GeometryRequestRulesTests.app()
        app.model.window.controllers["root"]?.overrides = Screens.only(.landscape)
        let error = app.model.requestGeometryUpdate(.landscape)
        #expect(error?.code == 101)
        #expect(error?.message.hasSuffix("Requested: landscapeLeft, landscapeRight; Supported: portrait") == true)
        app.model.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(app.model.requestGeometryUpdate(.landscapeLeft) == nil)
        #expect(app.orientation == .landscapeLeft)
    }

    @Test("rule 25: a scene in a multitasking windowing mode denies every request with 101")
    func rule25Windowing() {
        let app = SimulatedApp(
            device: DeviceSetup(idiom: .pad), app: AppSetup(library: false),
            screens: [Screens.plain("root")], root: "root")
        app.rotate(.landscapeLeft)
        #expect(
            app.diagnostics.contains(
                "requestGeometryUpdate failed: UISceneErrorDomain 101: The current windowing mode does not allow for programmatic changes to interface orientation."
            ))
        #expect(app.orientation == .portrait)
    }
}
