import OrientationTesting
import Testing

/// Rules 28-30: iPad multitasking and `UIRequiresFullScreen`.
@Suite("iPad multitasking (rules 28-30)")
struct MultitaskingRulesTests {
    static func pad(
        plist: InterfaceOrientationMask? = nil, fullScreen: Bool = false, library: Bool = false,
        os: Int = 17
    ) -> SimulatedApp {
        SimulatedApp(
            device: DeviceSetup(idiom: .pad, os: os),
            app: AppSetup(supported: plist, requiresFullScreen: fullScreen, library: library),
            screens: [Screens.plain("root", .portrait)], root: "root")
    }

    @Test("rules 28-29: an eligible iPad app ignores masks and follows the device")
    func rule29IgnoresMasks() {
        let app = MultitaskingRulesTests.pad()
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        #expect(app.supportedMask == .all)
        #expect(app.decidingScreen == nil)
    }

    @Test("rule 28: UIRequiresFullScreen opts out, so masks are honoured")
    func rule28RequiresFullScreen() {
        let app = MultitaskingRulesTests.pad(fullScreen: true)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 28: leaving out an orientation opts out too")
    func rule28NotAllOrientations() {
        let app = MultitaskingRulesTests.pad(plist: .allButUpsideDown)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
    }

    @Test("rule 29: library mode reports the ignored lock instead of requesting a rotation")
    func rule29Library() {
        let app = MultitaskingRulesTests.pad(library: true)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-401") })
        #expect(app.lastException == nil)
    }

    @Test("rule 29: library mode with UIRequiresFullScreen keeps the lock")
    func rule29LibraryFullScreen() {
        let app = MultitaskingRulesTests.pad(fullScreen: true, library: true)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
        #expect(app.diagnostics.isEmpty)
    }
}

/// Rule 30: Stage Manager.
@Suite("Stage Manager (rule 30)")
struct StageManagerRulesTests {
    static func pad(os: Int, assumptions: UIKitAssumptions = UIKitAssumptions()) -> SimulatedApp {
        SimulatedApp(
            device: DeviceSetup(idiom: .pad, os: os, environment: .windowed),
            app: AppSetup(requiresFullScreen: true, library: false),
            screens: [Screens.plain("root", .portrait)], root: "root", assumptions: assumptions)
    }

    @Test("rule 30 (assumption): a UIRequiresFullScreen app keeps its lock under Stage Manager, or not")
    func rule30RequiresFullScreen() {
        let kept = StageManagerRulesTests.pad(os: 17)
        kept.rotateDevice(.landscapeLeft)
        #expect(!kept.masksIgnored && kept.orientation == .portrait)
        let resized = StageManagerRulesTests.pad(
            os: 17, assumptions: UIKitAssumptions(stageManagerResizesFullScreenApps: true))
        resized.rotateDevice(.landscapeLeft)
        #expect(resized.masksIgnored && resized.orientation == .landscapeRight)
        resized.rotate(.portrait)
        #expect(resized.diagnostics.contains { $0.contains("The current windowing mode does not allow") })
    }

    @Test("rule 30: Stage Manager does not exist below iPadOS 16")
    func rule30Before16() {
        let app = StageManagerRulesTests.pad(
            os: 15, assumptions: UIKitAssumptions(stageManagerResizesFullScreenApps: true))
        #expect(!app.masksIgnored)
    }
}
