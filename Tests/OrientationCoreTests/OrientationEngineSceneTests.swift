import Testing

@testable import OrientationCore

/// The engine's knowledge of its scene (rules 60-69, issue 12 item 7): masks
/// honoured or ignored over time, refusals, the orientation lock preference.
@Suite("OrientationEngine: the scene's conditions over time")
struct OrientationEngineSceneTests {
    static let list = ScreenSpec.screen("list", policy: .portrait)
    static let player = ScreenSpec.screen("player", policy: .locked(.landscapeRight))
    static let listOnly = ScreenTree(.navigation("nav", [list]))
    static let withPlayer = ScreenTree(.navigation("nav", [list, player]))

    static let mirroringResized = SceneConditions(
        environment: .mirroring, honoursMasks: false,
        honoursOrientationLock: false, resizeCount: 1)
    static let duoInner = SceneConditions(
        environment: .duoInner, honoursMasks: false,
        honoursOrientationLock: false, resizeCount: 1)
    static let duoOuter = SceneConditions(environment: .duoOuter, resizeCount: 2)
    static let padFullScreen = SceneConditions(environment: .fullScreen, honoursMasks: false)

    /// An engine launched in portrait on `scene`, showing `tree`.
    static func engine(
        os: Int = 27, scene: SceneConditions = SceneConditions(),
        tree: ScreenTree = listOnly
    ) -> OrientationEngine {
        let e = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: os))
        #expect(e.handle(.sceneChanged(scene)).isEmpty)
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(tree))
        return e
    }

    @Test("before launch the scene's conditions are only recorded")
    func beforeLaunch() {
        let e = OrientationEngine()
        #expect(e.handle(.sceneChanged(Self.duoInner)).isEmpty)
        #expect(e.diagnostics.isEmpty && !e.platformHonoursMasks && e.sceneConditions == Self.duoInner)
    }

    @Test("rule 62: once masks are ignored, no rotation is requested and ORI-410 names screen, wish and scene")
    func ignoredAfterResize() throws {
        let e = Self.engine()
        e.handle(.sceneChanged(Self.mirroringResized))
        #expect(e.diagnostics.map(\.code) == [.platformSceneEnvironmentChanged])
        let commands = e.handle(.screensChanged(Self.withPlayer))
        #expect(!commands.contains { $0.requestedOrientation != nil })
        let refusal = try #require(e.refusals.first)
        #expect(e.refusals.count == 1)
        #expect(refusal.reason == .environmentIgnoresOrientations && refusal.screen == "player")
        #expect(refusal.wanted == .landscapeRight && refusal.shown == .portrait)
        #expect(refusal.scene.environment == .mirroring)
        #expect(refusal.diagnostic.code == .platformEnvironmentIgnoresPolicy)
        #expect(refusal.diagnostic.message.contains("iPhone Mirroring after a resize"))
        #expect(refusal.description.contains("player wanted [landscapeRight]"))
    }

    @Test(
        "rule 66: honoured again after a fold, UIKit reads the masks as the scene changes; the engine rotates to the lock"
    )
    func honouredAgain() {
        let e = Self.engine(scene: SceneConditions(environment: .duoOuter), tree: Self.withPlayer)
        e.handle(.sceneChanged(Self.duoInner))
        e.handle(.interfaceOrientationChanged(.portrait))
        #expect(e.refusals.map(\.diagnostic.code) == [.platformEnvironmentIgnoresPolicy])
        let commands = e.handle(.sceneChanged(Self.duoOuter))
        // No update: the fold made UIKit read the answer (issue 17).
        #expect(commands == [.requestGeometryUpdate(.landscapeRight)])
        #expect(e.diagnostics.map(\.code) == [.platformSceneEnvironmentChanged])
    }

    @Test("iPad multitasking keeps ORI-401 (rules 28-30); the iOS 27 environments use ORI-410")
    func codeByEnvironment() {
        let pad = Self.engine(scene: Self.padFullScreen)
        pad.handle(.screensChanged(Self.withPlayer))
        #expect(pad.diagnostics.map(\.code) == [.platformMultitaskingIgnoresLocks])
        let duo = Self.engine(scene: Self.duoInner)
        duo.handle(.screensChanged(Self.withPlayer))
        #expect(duo.diagnostics.map(\.code) == [.platformEnvironmentIgnoresPolicy])
    }

    @Test("observe, don't assume: a windowing refusal means masks are ignored until the scene changes")
    func learnsFromRefusal() {
        let e = Self.engine()
        #expect(e.handle(.screensChanged(Self.withPlayer)).contains(.requestGeometryUpdate(.landscapeRight)))
        e.handle(
            .geometryRequestFailed(
                code: 101,
                message: "The current windowing mode does not allow for programmatic changes to interface orientation.")
        )
        #expect(!e.platformHonoursMasks)
        e.handle(.interfaceOrientationChanged(.portrait))
        e.handle(.screensChanged(Self.listOnly))
        #expect(e.handle(.screensChanged(Self.withPlayer)).allSatisfy { $0.requestedOrientation == nil })
        #expect(e.diagnostics.map(\.code) == [.platformMultitaskingIgnoresLocks])
        e.handle(.sceneChanged(SceneConditions(resizeCount: 1)))
        #expect(e.platformHonoursMasks)
    }

    @Test("issue 12 item 7: where masks are ignored, popping predicts no rotation")
    func predictionWhereIgnored() {
        let honoured = Self.engine(tree: Self.withPlayer)
        #expect(honoured.predictedOrientation(after: Self.listOnly) == .portrait)
        #expect(honoured.currentOrientation == .landscapeRight)
        let ignored = Self.engine(tree: Self.withPlayer)
        ignored.handle(.sceneChanged(Self.duoInner))
        ignored.handle(.deviceRotated(.landscapeLeft))
        #expect(ignored.currentOrientation == .landscapeRight)
        #expect(ignored.predictedOrientation(after: Self.listOnly) == .landscapeRight)
    }

    @Test("rule 68: a locked policy asks for the lock preference once the scene shows the lock, and releases it first")
    func lockPreference() {
        let e = Self.engine(os: 26, scene: Self.padFullScreen, tree: Self.withPlayer)
        #expect(!e.prefersOrientationLock)
        #expect(e.handle(.deviceRotated(.landscapeLeft)) == [.updateOrientationLockPreference])
        #expect(e.prefersOrientationLock)
        #expect(e.diagnostics.map(\.code) == [.platformOrientationLockRequested])
        #expect(e.handle(.deviceRotated(.portrait)).isEmpty)
        #expect(e.currentOrientation == .landscapeRight)
        let commands = e.handle(.screensChanged(Self.listOnly))
        #expect(commands.first == .updateOrientationLockPreference)
        #expect(!e.prefersOrientationLock)
    }

    @Test("rule 68: no lock preference before iOS 26, where masks are honoured, or where the scene cannot hold it")
    func noLockPreference() {
        let old = Self.engine(os: 25, scene: Self.padFullScreen, tree: Self.withPlayer)
        old.handle(.deviceRotated(.landscapeLeft))
        #expect(!old.prefersOrientationLock)
        let honoured = Self.engine(os: 26, tree: Self.withPlayer)
        #expect(honoured.currentOrientation == .landscapeRight && !honoured.prefersOrientationLock)
        let window = Self.engine(
            os: 26,
            scene: SceneConditions(
                environment: .windowed, honoursMasks: false,
                honoursOrientationLock: false), tree: Self.withPlayer)
        window.handle(.deviceRotated(.landscapeLeft))
        #expect(!window.prefersOrientationLock)
    }

    @Test("rule 68: a scene that stops meeting the lock's conditions is reported (ORI-412)")
    func lockDropped() {
        let e = Self.engine(os: 26, scene: Self.padFullScreen, tree: Self.withPlayer)
        e.handle(.deviceRotated(.landscapeLeft))
        var resized = Self.padFullScreen
        resized.environment = .windowed
        resized.honoursOrientationLock = false
        let commands = e.handle(.sceneChanged(resized))
        #expect(e.refusals.map(\.reason) == [.orientationLockNotHeld])
        #expect(commands == [.updateOrientationLockPreference])
    }

    @Test("rule 68: a turn while the engine held the lock means the scene did not hold it (ORI-412)")
    func lockNotHeld() {
        let e = Self.engine(os: 26, scene: Self.padFullScreen, tree: Self.withPlayer)
        e.handle(.deviceRotated(.landscapeLeft))
        e.handle(.interfaceOrientationChanged(.portrait))
        #expect(e.diagnostics.map(\.code).contains(.platformOrientationLockNotHeld))
        #expect(e.currentOrientation == .portrait)
    }

    @Test("the lock-preference command is a UIKit call from iOS 26 only")
    func lockPlan() {
        #expect(OrientationCommand.updateOrientationLockPreference.platformCalls(osMajorVersion: 25).isEmpty)
        #expect(
            OrientationCommand.updateOrientationLockPreference.platformCalls(osMajorVersion: 26)
                == [.setNeedsUpdateOfPrefersInterfaceOrientationLocked])
    }

    @Test("rule 70: the scene delegate alone is asked from iOS 27 only (ORI-415)")
    func authority() {
        #expect(OrientationAuthority.sceneDelegate.diagnostic(osMajorVersion: 26)?.code == .platformAuthorityNotAsked)
        #expect(OrientationAuthority.sceneDelegate.diagnostic(osMajorVersion: 27) == nil)
        #expect(OrientationAuthority.both.isAsked(osMajorVersion: 13))
        #expect(OrientationAuthority.appDelegate.isAsked(osMajorVersion: 27))
    }
}
