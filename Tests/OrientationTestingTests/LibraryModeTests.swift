import OrientationTesting
import Testing

/// Library mode (the shipped driver over the model): launch, policies, requests and app activation.
@Suite("Library mode driver")
struct LibraryModeTests {
    static func app(os: Int = 17, device: DeviceOrientation = .portrait, root: OrientationPolicy?) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(os: os, device), app: AppSetup(supported: .portrait),
            screens: [Screens.plain("root", root), Screens.plain("other")], root: "root")
    }

    @Test("launch rule: UIKit lands upright, then the engine requests the root's preferred orientation")
    func launchPreferred() {
        let app = LibraryModeTests.app(root: OrientationPolicy(supported: .allButUpsideDown, preferred: .landscapeLeft))
        #expect(app.orientation == .landscapeLeft)
        #expect(app.history[0].event == "start")
        #expect(app.history[0].calls.contains("requestGeometryUpdate([landscapeLeft])"))
    }

    @Test("launch rule: a locked root launches in its orientation with no request needed")
    func launchLocked() {
        let app = LibraryModeTests.app(root: .locked(.landscapeLeft))
        #expect(app.orientation == .landscapeLeft)
        #expect(app.lastException == nil)
    }

    @Test("launch rule: UIKit lands in the device's orientation when the root allows it")
    func launchDevice() {
        let app = LibraryModeTests.app(device: .landscapeRight, root: .allButUpsideDown)
        #expect(app.orientation == .landscapeLeft)
        #expect(app.calls.isEmpty)
    }

    @Test("setPolicy: narrowing the deciding screen's policy rotates it", arguments: [17, 15])
    func setPolicyRotates(os: Int) {
        let app = LibraryModeTests.app(os: os, device: .landscapeLeft, root: .allButUpsideDown)
        #expect(app.orientation == .landscapeRight)
        app.setPolicy(.portrait, for: "root")
        #expect(app.orientation == .portrait)
        #expect(app.supportedMask == .portrait)
    }

    @Test("rotate: a request inside the policy turns the interface; outside it is refused with ORI-301")
    func rotateRequests() {
        let app = LibraryModeTests.app(root: .allButUpsideDown)
        app.rotate(.landscapeLeft)
        #expect(app.orientation == .landscapeLeft)
        app.setPolicy(.landscape, for: "root")
        app.rotate(.portrait)
        #expect(app.orientation == .landscapeLeft)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-301") })
    }

    @Test("background: a request waits until the app is active again")
    func backgroundDefers() {
        let app = LibraryModeTests.app(root: .allButUpsideDown)
        app.background()
        app.rotate(.landscapeRight)
        #expect(app.orientation == .portrait)
        #expect(app.calls.isEmpty)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-303") })
        app.foreground()
        #expect(app.orientation == .landscapeRight)
    }

    @Test("background: device rotations only apply once the app is active again")
    func backgroundRotation() {
        let app = LibraryModeTests.app(root: .allButUpsideDown)
        app.background()
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
        app.foreground()
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rules 36-37 (feedback): the engine's orientation matches UIKit's after the video flow")
    func engineMatchesModel() {
        let app = VideoAppFlowTests.app()
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.present("comment", style: .overFullScreen)
        app.rotateDevice(.portrait)
        app.dismiss()
        app.present("loginNav")
        app.dismiss()
        #expect(app.orientationEngine?.currentOrientation == app.orientation)
        #expect(app.orientationEngine?.supportedMask == app.appMask)
    }
}

/// What the driver tells the engine about the owner.
@Suite("Owner mask reported to the engine")
struct OwnerMaskReportTests {
    @Test("rules 9, 17: an upside-down-only policy on a home-button phone does not make UIKit raise")
    func upsideDownOnlyWithDefaultOwner() {
        let app = SimulatedApp(
            device: Screens.phone(homeButton: true), app: AppSetup(),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list"),
                Screens.plain("flipped", .locked(.portraitUpsideDown)),
            ], root: "nav")
        app.push("flipped")
        #expect(app.lastException == nil)
        #expect(app.supportedMask == .allButUpsideDown)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-202") })
    }
}

/// Choice rule 3 (Architecture.md) through the driver.
@Suite("Remembered orientations")
struct RememberedOrientationTests {
    @Test("choice rule 3 (engine fix): a screen that opens without a rotation remembers what it shows")
    func remembersWithoutRotation() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list"),
                Screens.plain("a", .remembered("gallery")),
                Screens.plain("b", .remembered("gallery", supported: .landscape)),
            ],
            root: "nav")
        app.rotate(.landscapeLeft)
        app.present("a", style: .formSheet)
        #expect(app.orientation == .landscapeLeft)
        app.setPolicy(.locked(.portrait), for: "a")
        #expect(app.orientation == .portrait)
        app.present("b", style: .formSheet)
        #expect(app.orientation == .landscapeLeft)
    }
}
