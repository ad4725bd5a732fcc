import OrientationTesting
import Testing

/// Rules 60-67 and 69: where UIKit honours supported orientations on iOS 26
/// and 27, in plain UIKit (no library) unless said otherwise.
@Suite("iOS 26 and 27 environments (rules 60-67, 69)")
struct EnvironmentRulesTests {
    /// A plain app whose root is portrait only, and a landscape player.
    static func app(
        _ environment: SceneEnvironment, idiom: Idiom = .phone, os: Int = 27, sdk: Int? = nil,
        fullScreen: Bool = false, plist: InterfaceOrientationMask? = .allButUpsideDown,
        library: Bool = false, assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        SimulatedApp(
            device: DeviceSetup(idiom: idiom, os: os, environment: environment),
            app: AppSetup(supported: plist, requiresFullScreen: fullScreen, library: library, sdk: sdk),
            screens: [Screens.plain("root", .portrait)], root: "root", assumptions: assumptions)
    }

    @Test("rule 60: an iPhone app full screen on iOS 27 keeps its orientations")
    func rule60FullScreenPhone() {
        let app = Self.app(.fullScreen)
        app.rotateDevice(.landscapeLeft)
        #expect(!app.masksIgnored && app.orientation == .portrait)
        #expect(app.resize().diagnostics.contains { $0.contains("cannot be resized") })
    }

    @Test("rules 61-62: iPhone Mirroring and an iPhone app on iPad honour masks until the first resize")
    func rule62UntilFirstResize() {
        for environment in [SceneEnvironment.mirroring, .phoneOnPad] {
            let app = Self.app(environment)
            #expect(!app.masksIgnored)
            app.rotate(.landscapeRight)
            #expect(app.orientation == .portrait)
            app.resize()
            #expect(app.masksIgnored && app.sceneConditions.resizeCount == 1)
        }
    }

    @Test("rule 61: an app linked before the iOS 27 SDK keeps the old behaviour, and cannot be resized")
    func rule61OlderSDK() {
        let app = Self.app(.mirroring, sdk: 26)
        #expect(app.resize().diagnostics.contains { $0.contains("not resizable") })
        #expect(!app.masksIgnored && app.sceneConditions.resizeCount == 0)
        let pad = Self.app(.windowed, idiom: .pad, sdk: 26)
        #expect(!pad.masksIgnored)
    }

    @Test("rule 63: on iPadOS 27 leaving out an orientation no longer opts out of resizing")
    func rule63PadEligibility() {
        #expect(Self.app(.fullScreen, idiom: .pad).masksIgnored)
        #expect(Self.app(.windowed, idiom: .pad).masksIgnored)
        #expect(!Self.app(.fullScreen, idiom: .pad, os: 26).masksIgnored)
        #expect(!Self.app(.fullScreen, idiom: .pad, sdk: 26).masksIgnored)
    }

    @Test("rule 64: UIRequiresFullScreen means discrete resizing that honours the orientations, iPhone too")
    func rule64RequiresFullScreen() {
        for environment in [SceneEnvironment.mirroring, .phoneOnPad, .duoInner] {
            let app = Self.app(environment, fullScreen: true)
            app.resize()
            #expect(!app.masksIgnored, "\(environment)")
        }
        #expect(!Self.app(.windowed, idiom: .pad, fullScreen: true).masksIgnored)
    }

    @Test("rule 65: resized iPhone Mirroring runs in portrait whatever the masks; the locked iPhone does not turn it")
    func rule65MirroringPortrait() {
        let landscapeApp = SimulatedApp(
            device: DeviceSetup(idiom: .phone, os: 27, environment: .mirroring),
            app: AppSetup(supported: .landscape, library: false),
            screens: [Screens.plain("root", .landscape)], root: "root")
        #expect(landscapeApp.orientation == .landscapeRight)
        landscapeApp.resize()
        #expect(landscapeApp.orientation == .portrait && landscapeApp.lastException == nil)
        landscapeApp.rotateDevice(.landscapeLeft)
        #expect(landscapeApp.orientation == .portrait)
    }

    @Test("rule 65 (assumption): with device rotation reaching the mirrored app, an unresized scene follows it")
    func rule65Assumption() {
        let app = SimulatedApp(
            device: DeviceSetup(idiom: .phone, os: 27, environment: .mirroring),
            app: AppSetup(library: false), screens: [Screens.plain("root")], root: "root",
            assumptions: UIKitAssumptions(mirroringIgnoresDeviceRotation: false))
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        let locked = SimulatedApp(
            device: DeviceSetup(idiom: .phone, os: 27, environment: .mirroring),
            app: AppSetup(library: false), screens: [Screens.plain("root")], root: "root")
        locked.rotateDevice(.landscapeLeft)
        #expect(locked.orientation == .portrait)
    }

    @Test("rule 66: the outer display honours masks, the inner one does not; folding needs the right posture")
    func rule66Foldable() {
        let app = Self.app(.duoOuter)
        #expect(!app.masksIgnored)
        #expect(app.fold().diagnostics.contains { $0.contains("only an unfolded") })
        app.unfold()
        #expect(app.masksIgnored && app.sceneConditions.environment == .duoInner)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        app.fold()
        #expect(!app.masksIgnored && app.orientation == .portrait && app.lastException == nil)
    }

    @Test("rule 67: iPadOS 26 windowing keeps a UIRequiresFullScreen app's orientations (compatibility mode)")
    func rule67CompatibilityMode() {
        let assumptions = UIKitAssumptions(stageManagerResizesFullScreenApps: true)
        let ipad26 = Self.app(.windowed, idiom: .pad, os: 26, fullScreen: true, assumptions: assumptions)
        #expect(!ipad26.masksIgnored)
        let ipad17 = Self.app(.windowed, idiom: .pad, os: 17, fullScreen: true, assumptions: assumptions)
        #expect(ipad17.masksIgnored)
    }

    @Test("rule 69: requests are refused with 101 where masks are ignored; resized Mirroring per the assumption")
    func rule69Refusals() {
        let inner = Self.app(.duoInner)
        inner.rotate(.landscapeRight)
        #expect(inner.diagnostics.contains { $0.contains("UISceneErrorDomain 101") || $0.contains("windowing mode") })
        let mirrored = Self.app(.mirroring)
        mirrored.resize()
        mirrored.rotate(.landscapeRight)
        #expect(mirrored.diagnostics.contains { $0.contains("windowing mode") })
        let accepting = Self.app(
            .mirroring, assumptions: UIKitAssumptions(resizedMirroringAcceptsGeometryRequests: true))
        accepting.resize()
        accepting.rotate(.landscapeRight)
        #expect(accepting.diagnostics.isEmpty && accepting.orientation == .portrait)
    }

    @Test("the step record carries the scene: environment, masks honoured, resizes")
    func stepRecordScene() {
        let app = Self.app(.mirroring)
        #expect(app.lastStep.scene.honoursMasks)
        let record = app.resize()
        #expect(record.scene.environment == .mirroring && !record.scene.honoursMasks && record.scene.resizeCount == 1)
    }
}
