import OrientationTesting
import Testing

/// Rules 9-13: UIKit's defaults and containers that do not forward.
@Suite("Defaults and containers (rules 9-13)")
struct ContainerDefaultsRulesTests {
    @Test("rule 9: the default mask is allButUpsideDown on a phone and all on a pad")
    func rule9Defaults() {
        let phone = SimulatedApp(
            device: Screens.phone(homeButton: true), app: AppSetup(supported: .all, library: false),
            screens: [Screens.plain("root")], root: "root")
        #expect(phone.supportedMask == .allButUpsideDown)
        let pad = SimulatedApp(
            device: DeviceSetup(idiom: .pad), app: AppSetup(requiresFullScreen: true, library: false),
            screens: [Screens.plain("root")], root: "root")
        #expect(pad.supportedMask == .all)
    }

    @Test("rule 10: shouldAutorotate defaults to true, so the interface follows the device")
    func rule10DefaultAutorotate() {
        let app = Screens.plainApp(os: 15, screens: [Screens.plain("root")], root: "root")
        app.rotateDevice(.landscapeRight)
        #expect(app.orientation == .landscapeLeft)
    }

    @Test("rule 11: without a preferred orientation a full-screen presentation keeps the current one")
    func rule11KeepsCurrent() {
        let app = Screens.plainApp(
            device: .landscapeLeft, screens: [Screens.plain("root"), Screens.plain("a")],
            root: "root", overrides: ["a": Screens.only(.all)])
        app.present("a")
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 12: a navigation controller does not ask its top child")
    func rule12Navigation() {
        let app = Screens.plainApp(
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list"),
                Screens.plain("player", .landscape),
            ], root: "nav")
        app.push("player")
        #expect(app.orientation == .portrait)
        #expect(app.supportedMask == .allButUpsideDown)
    }

    @Test("rule 12: a tab bar controller does not ask its selected tab")
    func rule12TabBar() {
        let app = Screens.plainApp(
            screens: [
                Screens.tabs("tabs", ["a", "b"]), Screens.plain("a", .portrait),
                Screens.plain("b", .landscape),
            ], root: "tabs")
        app.selectTab(1)
        #expect(app.visibleScreen == "b")
        #expect(app.owner == "tabs" && app.supportedMask == .allButUpsideDown)
    }

    @Test("rule 12: a container answers its delegate's hook when implemented")
    func rule12DelegateHook() {
        let app = Screens.plainApp(
            device: .landscapeLeft, screens: [Screens.nav("nav", ["list"]), Screens.plain("list")],
            root: "nav", overrides: ["nav": ViewControllerOverrides(delegateSupported: .portrait)])
        #expect(app.supportedMask == .portrait)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 13: a container subclass override wins over the delegate hook")
    func rule13SubclassWins() {
        let app = Screens.plainApp(
            screens: [Screens.nav("nav", ["list"]), Screens.plain("list")], root: "nav",
            overrides: [
                "nav": ViewControllerOverrides(
                    supported: .landscape,
                    delegateSupported: .portrait)
            ])
        #expect(app.supportedMask == .landscape)
    }
}
