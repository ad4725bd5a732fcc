import OrientationTesting
import Testing

/// Rules 4 and 14-16: device limits, the app's mask and the intersection.
@Suite("Masks and the intersection (rules 4, 14, 16)")
struct MaskRulesTests {
    @Test("rule 4: a phone without a home button never shows portraitUpsideDown")
    func rule4NoHomeButton() {
        let faceID = SimulatedApp(
            device: Screens.phone(homeButton: false), app: AppSetup(supported: .all, library: false),
            screens: [Screens.plain("root")], root: "root", overrides: ["root": Screens.only(.all)])
        #expect(faceID.supportedMask == .allButUpsideDown)
        faceID.rotateDevice(.portraitUpsideDown)
        #expect(faceID.orientation == .portrait)
        let touchID = SimulatedApp(
            device: Screens.phone(homeButton: true), app: AppSetup(supported: .all, library: false),
            screens: [Screens.plain("root")], root: "root", overrides: ["root": Screens.only(.all)])
        touchID.rotateDevice(.portraitUpsideDown)
        #expect(touchID.orientation == .portraitUpsideDown)
    }

    @Test("rule 14: without a delegate the Info.plist list applies, else the idiom's default")
    func rule14InfoPlist() {
        let listed = Screens.plainApp(plist: .portrait, screens: [Screens.plain("root")], root: "root")
        #expect(listed.appMask == .portrait)
        let unlisted = Screens.plainApp(screens: [Screens.plain("root")], root: "root")
        #expect(unlisted.appMask == .allButUpsideDown)
    }

    @Test("rule 14: an empty Info.plist list counts as no list: the idiom's default applies")
    func rule14EmptyList() {
        // Only reachable through the API (scenario files reject `supported: []`).
        let empty = Screens.plainApp(plist: [], screens: [Screens.plain("root")], root: "root")
        #expect(empty.appMask == .allButUpsideDown)
        empty.rotateDevice(.landscapeLeft)
        #expect(empty.orientation == .landscapeRight && empty.history.last?.exception == nil)
    }

    @Test("rule 14: the app delegate's answer replaces the Info.plist list (library mode)")
    func rule14Delegate() {
        let app = SimulatedApp(
            device: Screens.phone(.landscapeLeft), app: AppSetup(supported: .portrait),
            screens: [Screens.plain("root", .landscape)], root: "root")
        #expect(app.appMask == .landscape)
        #expect(app.orientation == .landscapeRight)
    }

    @Test("rule 16: the effective mask is owner ∩ app ∩ device")
    func rule16Intersection() {
        let app = SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: [.portrait, .landscapeLeft], library: false),
            screens: [Screens.plain("root")], root: "root",
            overrides: ["root": Screens.only([.landscapeLeft, .landscapeRight, .portraitUpsideDown])])
        #expect(app.supportedMask == .landscapeLeft)
        #expect(app.orientation == .landscapeLeft)
    }
}
