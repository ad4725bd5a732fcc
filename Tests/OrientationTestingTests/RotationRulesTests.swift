import Testing

@testable import OrientationTesting

/// Rules 2 and 19-21: device rotation, presentation and dismissal.
@Suite("Rotation and re-resolution (rules 19-21)")
struct RotationRulesTests {
    static func app(
        os: Int = 17, device: DeviceOrientation = .portrait, root: ViewControllerOverrides? = nil,
        player: ViewControllerOverrides? = nil,
        assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        var overrides: [String: ViewControllerOverrides] = [:]
        if let root { overrides["root"] = root }
        if let player { overrides["player"] = player }
        return Screens.plainApp(
            os: os, device: device, screens: [Screens.plain("root"), Screens.plain("player")],
            root: "root", overrides: overrides, assumptions: assumptions)
    }

    @Test("rules 1, 2, 19: device landscapeLeft shows interface landscapeRight; flat and unknown change nothing")
    func rule19FollowsDevice() {
        let app = RotationRulesTests.app()
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        for flat in [DeviceOrientation.faceUp, .faceDown, .unknown] {
            app.rotateDevice(flat)
            #expect(app.orientation == .landscapeRight)
        }
        #expect(app.lastStep.device == .unknown)
    }

    @Test("rule 19: the interface stays when the mask does not allow the device's orientation")
    func rule19Disallowed() {
        let app = RotationRulesTests.app(root: Screens.only(.portrait))
        app.rotateDevice(.landscapeRight)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 19: below 16, shouldAutorotate false blocks rotation")
    func rule19ShouldAutorotateBelow16() {
        let app = RotationRulesTests.app(os: 15, root: ViewControllerOverrides(shouldAutorotate: false))
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 20: from 16, shouldAutorotate false no longer blocks rotation, unless assumed otherwise")
    func rule20ShouldAutorotateIgnored() {
        let app = RotationRulesTests.app(os: 16, root: ViewControllerOverrides(shouldAutorotate: false))
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        let honoured = RotationRulesTests.app(
            os: 16, root: ViewControllerOverrides(shouldAutorotate: false),
            assumptions: UIKitAssumptions(shouldAutorotateHonouredFrom16: true))
        honoured.rotateDevice(.landscapeLeft)
        #expect(honoured.orientation == .portrait)
    }

    @Test("rule 20 (assumption): from 16 rotation checks the published mask until it is updated")
    func rule20PublishedMask() {
        let app = RotationRulesTests.app(root: Screens.only(.portrait))
        app.model.window.controllers["root"]?.overrides = Screens.only(.allButUpsideDown)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
        let fresh = RotationRulesTests.app(
            root: Screens.only(.portrait),
            assumptions: UIKitAssumptions(rotationUsesPublishedMaskFrom16: false))
        fresh.model.window.controllers["root"]?.overrides = Screens.only(.allButUpsideDown)
        fresh.rotateDevice(.landscapeLeft)
        #expect(fresh.orientation == .landscapeRight)
    }

    @Test("rule 21: a new full-screen owner keeps the current orientation when it supports it")
    func rule21KeepsCurrent() {
        let app = RotationRulesTests.app(device: .landscapeLeft, player: Screens.only(.landscape))
        app.present("player")
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 21: otherwise the device's orientation if allowed, else the fallback order's first")
    func rule21Fallback() {
        let upright = RotationRulesTests.app(
            device: .landscapeRight, root: Screens.only(.portrait),
            player: Screens.only(.landscape))
        #expect(upright.orientation == .portrait)
        upright.present("player")
        #expect(upright.orientation == .landscapeLeft)
        let flat = RotationRulesTests.app(device: .faceUp, player: Screens.only(.landscape))
        flat.present("player")
        #expect(flat.orientation == .landscapeRight)
        let custom = RotationRulesTests.app(
            device: .faceUp, player: Screens.only(.landscape),
            assumptions: UIKitAssumptions(fallbackOrder: [.landscapeLeft]))
        custom.present("player")
        #expect(custom.orientation == .landscapeLeft)
    }

    @Test("rule 21: on dismissal the interface rotates back when the presenter does not support it")
    func rule21DismissalRotatesBack() {
        let app = RotationRulesTests.app(root: Screens.only(.portrait), player: Screens.only(.landscape))
        app.present("player")
        #expect(app.orientation == .landscapeRight)
        app.dismiss()
        #expect(app.orientation == .portrait)
    }

    @Test("rule 21: pushes and pops are not re-evaluated")
    func rule21ContainmentNotReevaluated() {
        let app = Screens.plainApp(
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list"),
                Screens.plain("player"),
            ], root: "nav",
            overrides: ["nav": Screens.only(.portrait)])
        app.push("player")
        #expect(app.calls.isEmpty)
        #expect(app.orientation == .portrait)
    }
}
