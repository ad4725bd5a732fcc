import OrientationCore
import OrientationDriver
import Testing

/// The review's findings that crash an app (DRIVER-REVIEW.md 1, 4, 5, 8),
/// each on the fake UIKit that behaves as reported.
@MainActor
@Suite("Driver regressions: what crashed an app")
struct DriverCrashRegressionTests {
    // Rule 89: the getter asks the app's answer.
    @Test("Finding 1: an owner whose getter asks the app's mask does not recurse")
    func getterAskingTheAppDoesNotRecurse() {
        let app = DriverFixture()
        let player = FakeController("fullScreenPlayer")
        let window = app.window
        let uikit = app.uikit
        player.supportedGetter = { uikit.applicationMask(for: window) }
        app.uikit.present(player, from: app.navigation)
        #expect(!app.uikit.exceptions.contains("stack overflow"))
        #expect(app.uikit.exceptions.isEmpty)
        // The answer read inside the getter is the engine's, never empty.
        #expect(!app.uikit.applicationMask(for: window).isEmpty)
        // And it queues no snapshot: the main actor goes idle.
        app.uikit.ask(about: window)
        app.uikit.runTurn()
        #expect(app.uikit.turnQueue.isEmpty)
    }

    // Rule 89 and DESIGN.md's next-turn rule: no UIKit call inside UIKit's question.
    @Test("A probe that reports while a snapshot is read waits for the next turn: no call inside UIKit's question")
    func reportDuringSnapshot() {
        let app = DriverFixture()
        let cover = app.screen("cover", policy: .landscape)
        let driver = app.driver
        let uikit = app.uikit
        var reported = false
        app.list.onHostedPolicyRead = {
            guard uikit.isAsking, !reported else { return }
            reported = true
            driver.probeReported(cover, .willAppear)
        }
        // A screen the driver has not heard of yet is on top: the snapshot
        // finds a rotation to make.
        let player = app.screen("player", policy: .locked(.landscapeRight))
        app.navigation.stack = [app.list, player]
        app.uikit.ask(about: app.window)
        app.uikit.runTurns()
        #expect(reported)
        #expect(app.uikit.callsInsideQuestion.isEmpty)
        #expect(app.uikit.exceptions.isEmpty)
    }

    // Rule 18: UIKit reads the presented class's preferred orientation,
    // even when the screen also has a policy (found by running the example
    // scenarios on the shipped driver).
    @Test("A screen with a policy whose class prefers an orientation the policy leaves out does not make UIKit raise")
    func preferredOutsideThePolicyJoinsTheAnswer() {
        let app = DriverFixture()
        let legacy = app.screen("legacy", policy: OrientationPolicy(supported: [.portrait, .landscapeLeft]))
        legacy.supportedGetter = { [.landscapeLeft, .landscapeRight] }
        legacy.overridesPreferred = true
        legacy.preferred = .landscapeRight
        app.uikit.present(legacy, from: app.navigation)
        #expect(app.uikit.exceptions.isEmpty)
        #expect(app.driver.resolvedMask(for: app.window).contains(.landscapeRight))
        #expect(app.driver.diagnostics.contains { $0.code == .resolverOwnerPreferredJoined })
    }

    // Rule 92: a visual effect view raises on a direct subview.
    @Test("Finding 4: a screen whose root view is a visual effect view gets its probe in the content view")
    func visualEffectRootDoesNotRaise() {
        let app = DriverFixture()
        let panel = FakeController("blurredPanel")
        panel.isVisualEffectRoot = true
        app.setPolicy(.portrait, on: panel)
        #expect(app.uikit.exceptions.isEmpty)
        #expect(panel.probeViewInstalled)
    }

    // Rule 95: iPadOS 26 reads the answer where masks are ignored.
    @Test("Finding 5a: where an iPad scene ignores masks, UIKit gets every orientation, not the policy")
    func multitaskingAnswerIsUnrestricted() {
        let app = DriverFixture(idiom: .pad, listPolicy: .portrait) { uikit, scene in
            uikit.bundle = AppBundle(padOrientations: .all, hasLaunchScreen: true)
            scene.ignoresMasks = true
            scene.shown = .landscapeLeft
        }
        let player = app.screen("player", policy: .locked(.portrait))
        app.uikit.present(player, from: app.navigation)
        #expect(app.uikit.exceptions.isEmpty)
        #expect(app.driver.supportedInterfaceOrientations(for: app.window) == .all)
        // The policy still decides what the library wants: a refusal says so.
        #expect(app.driver.engine(for: app.window)?.supportedMask == .portrait)
    }

    // Rule 95, the other answer: UIKit never asks (rule 68: the lock preference).
    @Test("Finding 5b: UIKit never asks; the lock preference still engages (iPadOS 26)")
    func lockPreferenceWithoutUIKitsQuestion() {
        let app = DriverFixture(os: 26, idiom: .pad, listPolicy: nil, launch: false) { uikit, scene in
            uikit.bundle = AppBundle(padOrientations: .all, hasLaunchScreen: true)
            uikit.asksWhereMasksIgnored = false
            scene.ignoresMasks = true
            scene.shown = .landscapeRight
        }
        app.window.size = Size(width: 844, height: 390)
        let player = app.screen("player", policy: .locked(.landscapeRight))
        app.navigation.stack = [player]
        _ = app.driver.prefersOrientationLock(for: player)
        app.uikit.runTurns()
        #expect(app.driver.prefersOrientationLock(for: player))
        #expect(app.driver.decidesOrientationLock(for: player))
    }

    // Rules 51 and 70: the scene delegate's answer meets the overlay's owner.
    @Test("Finding 8: the per-scene answer covers an overlay window's landscape-only root")
    func sceneAnswerCoversTheOverlay() {
        let app = DriverFixture(os: 27, listPolicy: .portrait)
        let overlayRoot = FakeController("overlay")
        overlayRoot.supportedGetter = { .landscape }
        let overlay = FakeWindow(scene: app.scene, root: overlayRoot, level: 1)
        _ = overlay
        let answer = app.driver.supportedInterfaceOrientations(forScene: app.scene)
        #expect(!answer.intersection(.landscape).isEmpty)
    }

    // Rules 16, 51-52: one answer serves every window of the scene.
    @Test("An overlay window above the app: the answer stays within the app's own owner too")
    func answerStaysWithinTheAppsOwner() {
        let app = DriverFixture(os: 14, listPolicy: nil)
        let root = FakeController("root")
        root.supportedGetter = { .portrait }
        app.window.root = root
        // The overlay's root is one of the app's screens, with a policy and
        // no override of its own.
        let overlay = FakeWindow(scene: app.scene, root: app.screen("overlay", policy: .landscape), level: 2000)
        app.uikit.launch(app.window)
        let player = app.screen("player", policy: .landscape)
        app.uikit.present(player, from: root, style: .overFullScreen)
        app.uikit.runTurns()
        // UIKit asks the overlay (rule 51), whose root keeps UIKit's default
        // mask; the app's root allows portrait only: an answer of landscape
        // would make UIKit raise when it asks the app's window (an attempt
        // below iOS 16 does).
        for window in [app.window, overlay] {
            #expect(!app.driver.supportedInterfaceOrientations(for: window).intersection(.portrait).isEmpty)
        }
        #expect(!app.uikit.calls.contains("UIDevice.orientation = landscapeLeft"), "\(app.uikit.calls)")
        #expect(app.uikit.exceptions.isEmpty)
    }

    // Rules 6-7 (uncertain) and 17: a full-screen cover above a sheet owns
    // the window, or the root below the sheet still does.
    @Test(
        "Above a sheet, the answer suits both controllers UIKit may ask (ORI-206)",
        arguments: [false, true])
    func answerSuitsBothReadingsAboveASheet(ownerWalkStopsAtSheets: Bool) {
        let app = DriverFixture(os: 17, listPolicy: nil)
        app.uikit.ownerWalkStopsAtSheets = ownerWalkStopsAtSheets
        let root = FakeController("root")
        root.supportedGetter = { .landscape }
        app.window.root = root
        app.uikit.launch(app.window)
        let sheet = app.screen("sheet", policy: nil)
        app.uikit.present(sheet, from: root, style: .pageSheet)
        let cover = FakeController("cover")
        cover.supportedGetter = { .portrait }
        app.uikit.present(cover, from: sheet, style: .fullScreen)
        app.uikit.runTurns()
        #expect(app.uikit.exceptions.isEmpty, "\(app.uikit.exceptions)")
        let answer = app.driver.supportedInterfaceOrientations(for: app.window)
        // What UIKit allows under the expected reading is the cover's own.
        #expect(answer.intersection(.portrait) == .portrait)
        #expect(!answer.intersection(.landscape).isEmpty)
        #expect(app.codes.contains("ORI-206"), "\(app.codes)")
    }

    // Rule 70: the scene delegate answers for its own scene.
    @Test("Finding 8: a scene without a window gets the default mask, never another scene's")
    func sceneWithoutWindow() {
        let app = DriverFixture()
        let empty = FakeScene()
        app.uikit.scenes.append(empty)
        #expect(app.driver.supportedInterfaceOrientations(forScene: empty) == .allButUpsideDown)
    }
}
