import Testing

@testable import OrientationTesting

/// Rules 26-27: the legacy `UIDevice` orientation path.
@Suite("Legacy forced rotation (rules 26-27)")
struct LegacyRotationRulesTests {
    @Test("rule 26: below 16 the UIDevice value (unknown, then the target) and an attempt rotate the interface")
    func rule26Legacy() {
        let app = Screens.plainApp(os: 15, screens: [Screens.plain("root")], root: "root")
        app.rotate(.landscapeRight)
        #expect(
            app.calls == [
                .setLegacyDeviceOrientation(.unknown), .setLegacyDeviceOrientation(.landscapeLeft),
                .attemptRotationToDeviceOrientation,
            ])
        #expect(app.orientation == .landscapeRight)
        #expect(app.lastStep.device == .portrait)
    }

    @Test("rule 26: the legacy path cannot reach an orientation the mask forbids")
    func rule26LegacyForbidden() {
        let app = Screens.plainApp(os: 15, screens: [Screens.plain("root", .portrait)], root: "root")
        app.rotate(.landscapeRight)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 27: from 16 setting UIDevice.orientation is a no-op that logs UIKit's message")
    func rule27NoOpFrom16() {
        let app = Screens.plainApp(os: 16, screens: [Screens.plain("root")], root: "root")
        app.model.perform(.setLegacyDeviceOrientation(.landscapeLeft))
        app.model.perform(.attemptRotationToDeviceOrientation)
        #expect(app.orientation == .portrait)
        #expect(
            app.model.drainLog().notes.contains(
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            ))
    }

    @Test("rule 22 (engine fix): below 16 the engine re-asserts the chosen orientation instead of a bare attempt")
    func engineReassertsBelow16() {
        let engine = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: 15, defaultMask: .portrait))
        let list = ScreenSpec.screen("list", policy: .portrait)
        engine.handle(.deviceRotated(.portrait))
        engine.handle(.screensChanged(ScreenTree(.navigation("nav", [list]))))
        engine.handle(.deviceRotated(.landscapeLeft))
        #expect(engine.currentOrientation == .portrait)
        // The detail keeps portrait (choice rule 6); a bare attempt would turn to the device.
        let detail = ScreenSpec.screen("detail", policy: .allButUpsideDown)
        let commands = engine.handle(.screensChanged(ScreenTree(.navigation("nav", [list, detail]))))
        #expect(commands == [.legacyRotate(.portrait)])
    }

    @Test("rule 22: on iOS 15 the video flow's player comes back upright with the device, by the legacy path")
    func videoFlowBelow16() {
        let app = VideoAppFlowTests.app(os: 15)
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.present("comment", style: .overFullScreen)
        app.rotateDevice(.portrait)
        app.dismiss()
        #expect(app.orientation == .portrait)
        #expect(app.calls.contains(.setLegacyDeviceOrientation(.portrait)))
    }
}
