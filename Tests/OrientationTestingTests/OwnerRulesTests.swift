import OrientationTesting
import Testing

/// Rules 5-7: which view controller UIKit asks, for every presentation style.
@Suite("Owner rules (5-7)")
struct OwnerRulesTests {
    static let screens = [
        Screens.plain("root"), Screens.plain("a"), Screens.plain("b"), Screens.plain("c"),
    ]

    static func app(
        device: DeviceOrientation = .portrait, os: Int = 17, root: ViewControllerOverrides? = nil,
        _ overrides: [String: ViewControllerOverrides] = [:],
        assumptions: UIKitAssumptions = UIKitAssumptions(), idiom: Idiom = .phone
    ) -> SimulatedApp {
        var all = overrides
        if let root { all["root"] = root }
        return SimulatedApp(
            device: DeviceSetup(idiom: idiom, os: os, orientation: device),
            app: AppSetup(library: false), screens: screens, root: "root",
            assumptions: assumptions, overrides: all)
    }

    @Test("rule 5: the root owns; a container's child is not asked")
    func rule5RootOwns() {
        let app = Screens.plainApp(
            screens: [Screens.nav("nav", ["list"]), Screens.plain("list", .landscape)],
            root: "nav")
        #expect(app.owner == "nav")
        #expect(app.supportedMask == .allButUpsideDown)
        #expect(app.decidingScreen == nil)
    }

    @Test("rule 6: ownership moves to the presented controller only while the presenter's view is removed")
    func rule6ViewRemoved() {
        let app = OwnerRulesTests.app(["a": Screens.only(.landscape)])
        app.present("a", style: .fullScreen)
        #expect(app.owner == "a")
        app.dismiss()
        #expect(app.owner == "root")
    }

    @Test("rule 7: fullScreen hands ownership to the presented controller")
    func rule7FullScreen() {
        let app = OwnerRulesTests.app(["a": Screens.only(.landscape)])
        app.present("a", style: .fullScreen)
        #expect(app.supportedMask == .landscape)
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 7 (article): a portrait controller overFullScreen over an all-orientations one behaves like fullScreen")
    func rule7OverFullScreenNarrows() {
        let app = OwnerRulesTests.app(device: .landscapeLeft, ["a": Screens.only(.portrait)])
        #expect(app.orientation == .landscapeRight)
        app.present("a", style: .overFullScreen)
        #expect(app.owner == "a")
        #expect(app.orientation == .portrait)
    }

    @Test("rule 7 (article): an all-orientations controller overFullScreen over a portrait one cannot rotate")
    func rule7OverFullScreenWiderCannotRotate() {
        let app = OwnerRulesTests.app(root: Screens.only(.portrait), ["a": Screens.only(.all)])
        app.present("a", style: .overFullScreen)
        app.rotateDevice(.landscapeLeft)
        #expect(app.owner == "root")
        #expect(app.orientation == .portrait)
    }

    @Test("rule 7 (article): all overFullScreen then portrait fullScreen lets the third controller rotate")
    func rule7OverFullScreenThenFullScreen() {
        let app = OwnerRulesTests.app(["a": Screens.only(.all), "b": Screens.only(.portrait)])
        app.present("a", style: .overFullScreen)
        app.present("b", style: .fullScreen)
        app.rotateDevice(.landscapeLeft)
        #expect(app.visibleScreen == "b")
        #expect(app.owner == "root")
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 7 (assumption presenterKeeps): the overFullScreen controller is never asked")
    func rule7OverFullScreenPresenterKeeps() {
        let keeps = UIKitAssumptions(overFullScreen: .presenterKeeps)
        let app = OwnerRulesTests.app(device: .landscapeLeft, ["a": Screens.only(.portrait)], assumptions: keeps)
        app.present("a", style: .overFullScreen)
        #expect(app.owner == "root")
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 7 (assumption presentedOwns): overFullScreen behaves like fullScreen, wider masks too")
    func rule7OverFullScreenPresentedOwns() {
        let owns = UIKitAssumptions(overFullScreen: .presentedOwns)
        let app = OwnerRulesTests.app(root: Screens.only(.portrait), ["a": Screens.only(.all)], assumptions: owns)
        app.present("a", style: .overFullScreen)
        app.rotateDevice(.landscapeLeft)
        #expect(app.owner == "a")
        #expect(app.orientation == .landscapeRight)
    }

    @Test(
        "rule 7: from iOS 13 sheets leave ownership with the presenter",
        arguments: [
            PresentationStyle.pageSheet, .formSheet, .automatic,
        ])
    func rule7SheetsFrom13(style: PresentationStyle) {
        let app = OwnerRulesTests.app(os: 13, ["a": Screens.only(.landscape)])
        app.present("a", style: style)
        #expect(app.owner == "root")
        #expect(app.orientation == .portrait)
    }

    @Test("rule 7 (assumption): below iOS 13 a phone's sheets adapt to full screen, or not")
    func rule7SheetsBefore13() {
        let adapted = OwnerRulesTests.app(os: 12, ["a": Screens.only(.landscape)])
        adapted.present("a", style: .formSheet)
        #expect(adapted.owner == "a")
        let kept = OwnerRulesTests.app(
            os: 12, ["a": Screens.only(.landscape)],
            assumptions: UIKitAssumptions(sheetsAdaptToFullScreenOnPhoneBefore13: false))
        kept.present("a", style: .formSheet)
        #expect(kept.owner == "root")
    }

    @Test("rule 7 (assumption): a popover adapts to full screen on a phone, not on a pad")
    func rule7Popover() {
        let phone = OwnerRulesTests.app(["a": Screens.only(.landscape)])
        phone.present("a", style: .popover)
        #expect(phone.owner == "a")
        let pad = OwnerRulesTests.app(["a": Screens.only(.landscape)], idiom: .pad)
        pad.present("a", style: .popover)
        #expect(pad.owner == "root")
        let unadapted = OwnerRulesTests.app(
            ["a": Screens.only(.landscape)],
            assumptions: UIKitAssumptions(popoverAdaptsToFullScreenOnPhone: false))
        unadapted.present("a", style: .popover)
        #expect(unadapted.owner == "root")
    }

    @Test(
        "rule 7 (assumption): currentContext and overCurrentContext leave the root chain owning, or not",
        arguments: [PresentationStyle.currentContext, .overCurrentContext])
    func rule7CurrentContext(style: PresentationStyle) {
        let keeps = OwnerRulesTests.app(["a": Screens.only(.landscape)])
        keeps.present("a", style: style)
        #expect(keeps.owner == "root")
        let owns = OwnerRulesTests.app(
            ["a": Screens.only(.landscape)],
            assumptions: UIKitAssumptions(currentContext: .presentedOwns))
        owns.present("a", style: style)
        #expect(owns.owner == "a")
    }

    @Test("rule 7: custom hands ownership over only when the presenter's view is removed")
    func rule7Custom() {
        let kept = OwnerRulesTests.app(["a": Screens.only(.landscape)])
        kept.present("a", style: .custom)
        #expect(kept.owner == "root")
        let removed = OwnerRulesTests.app(
            ["a": Screens.only(.landscape)],
            assumptions: UIKitAssumptions(customRemovesPresentersView: true))
        removed.present("a", style: .custom)
        #expect(removed.owner == "a")
    }
}
