import OrientationTesting
import Testing

/// Rules 38-42: screens the app does not own, in the model and with the
/// driver (library mode) against plain UIKit.
@Suite("Screens the app does not own (rules 38-42)")
struct ForeignScreenRulesTests {
    static let picker = ViewControllerOverrides(supported: .portrait)

    static func app(
        device: DeviceOrientation = .portrait, library: Bool = true,
        assumptions: UIKitAssumptions = UIKitAssumptions(),
        extra: [ScreenDeclaration] = []
    ) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(device), app: AppSetup(supported: .allButUpsideDown, library: library),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list", .portrait),
                Screens.plain("player", .locked(.landscapeRight)),
                ScreenDeclaration(id: "picker", kind: .navigation, overrides: picker),
                ScreenDeclaration(id: "systemPlayer", overrides: ViewControllerOverrides(supported: .all)),
            ]
                + extra,
            root: "nav", assumptions: assumptions)
    }

    @Test(
        "rules 38-39: a portrait picker full screen over a landscape-locked player: no exception, portrait, then back")
    func pickerOverPlayer() {
        let app = Self.app()
        app.push("player")
        #expect(app.orientation == .landscapeRight)
        app.present("picker")
        #expect(app.lastException == nil)
        #expect(app.decidingScreen == "picker")
        #expect(app.orientation == .portrait)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
        app.dismiss()
        #expect(app.lastException == nil)
        #expect(app.decidingScreen == "player")
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rules 38, 42: a system player presented from a portrait list turns with the device")
    func systemPlayerTurns() {
        let app = Self.app()
        app.present("systemPlayer")
        #expect(app.decidingScreen == "systemPlayer")
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        app.dismiss()
        #expect(app.orientation == .portrait)
        #expect(app.lastException == nil)
    }

    @Test(
        "rule 40: presented as a sheet or a custom alert it is not asked: the landscape player stays",
        arguments: [PresentationStyle.pageSheet, .formSheet, .custom, .popover])
    func notAskedIsTransparent(style: PresentationStyle) {
        let app = Self.app(extra: [ScreenDeclaration(id: "alert", overrides: Self.picker)])
        app.push("player")
        app.present("alert", style: style)
        // A popover adapts to full screen on a phone (rule 7): the alert then owns.
        let owns = style == .popover
        #expect(app.lastException == nil)
        #expect(app.decidingScreen == (owns ? "alert" : "player"))
        #expect(app.orientation == (owns ? .portrait : .landscapeRight))
    }

    @Test(
        "rule 7 (article) with rule 39: a portrait picker overFullScreen takes over; the library follows it",
        arguments: [UIKitAssumptions.OverFullScreenOwnership.narrowsWhenSubset, .presentedOwns, .presenterKeeps])
    func overFullScreenPicker(ownership: UIKitAssumptions.OverFullScreenOwnership) {
        let app = Self.app(assumptions: UIKitAssumptions(overFullScreen: ownership))
        app.push("player")
        app.present("picker", style: .overFullScreen)
        #expect(app.lastException == nil)
        // The driver cannot tell which reading UIKit follows: its snapshot
        // lets a narrower overFullScreen screen take over (rule 39), and as
        // the library answers for the player too, the picker shows portrait
        // under each of them (with presenterKeeps UIKit still asks the
        // navigation controller, whose answer is the library's).
        #expect(app.orientation == .portrait)
        #expect(app.owner == (ownership == .presenterKeeps ? "nav" : "picker"))
    }

    @Test("rule 8: an SDK screen opens in its preferred orientation for presentation")
    func preferredForPresentation() {
        let sdk = ViewControllerOverrides(supported: .landscape, preferredForPresentation: .landscapeLeft)
        let app = Self.app(extra: [ScreenDeclaration(id: "sdk", overrides: sdk)])
        app.present("sdk")
        #expect(app.lastException == nil)
        #expect(app.orientation == .landscapeLeft)
        #expect(app.decidingScreen == "sdk")
    }

    @Test("rule 41: the app's own legacy root overriding portrait presents a landscape player: no exception (ORI-205)")
    func legacyRootPresentsPlayer() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .allButUpsideDown),
            screens: [
                ScreenDeclaration(id: "root", overrides: Self.picker),
                Screens.plain("player", .landscape),
            ],
            root: "root")
        #expect(app.decidingScreen == "root")
        app.present("player")
        #expect(app.lastException == nil)
        #expect(app.history.contains { $0.diagnostics.contains { $0.contains("ORI-205") } })
        #expect(app.decidingScreen == "player")
        #expect(app.orientation.isLandscape)
        app.dismiss()
        #expect(app.lastException == nil)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 39: an SDK screen presenting another one with a disjoint mask: no exception on the way")
    func foreignOverForeign() {
        let app = Self.app(extra: [
            ScreenDeclaration(id: "sdk", overrides: ViewControllerOverrides(supported: .landscape))
        ])
        app.present("picker")
        app.present("sdk")
        #expect(app.lastException == nil)
        #expect(app.orientation.isLandscape)
        app.dismiss()
        #expect(app.lastException == nil)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 38 in plain UIKit: the same overrides are the view controllers' own; the picker raises nothing there")
    func plainMode() {
        let app = Self.app(library: false)
        app.present("picker")
        #expect(app.lastException == nil)
        #expect(app.orientation == .portrait)
        #expect(app.decidingScreen == "picker")
    }
}

extension InterfaceOrientation {
    /// True for the two landscape orientations.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
