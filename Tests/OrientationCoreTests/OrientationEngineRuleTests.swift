import Testing

@testable import OrientationCore

/// Screens used by the engine tests: a navigation stack with optional presentations.
private func stack(_ screens: [ScreenSpec]) -> ScreenTree {
    ScreenTree(.navigation("nav", screens))
}

private func engine(
    os: Int = 17, device: DeviceOrientation = .portrait,
    store: InMemoryOrientationStore = InMemoryOrientationStore(),
    defaultMask: InterfaceOrientationMask = .allButUpsideDown
) -> OrientationEngine {
    let e = OrientationEngine(
        configuration: EngineConfiguration(osMajorVersion: os, defaultMask: defaultMask),
        store: store)
    e.handle(.deviceRotated(device))
    return e
}

@Suite("OrientationEngine: choice rules (Architecture.md) 1-8 and the launch rule")
struct OrientationEngineRuleTests {
    let list = ScreenSpec.screen("list", policy: .portrait)

    @Test("choice rule 1: a locked screen rotates to its lock; iOS 16+ updates, then requests the geometry")
    func rule1Locked() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        #expect(e.currentOrientation == .portrait)
        let commands = e.handle(.screensChanged(stack([list, .screen("player", policy: .locked(.landscapeRight))])))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeRight)])
        #expect(e.lastChoice?.rule == .locked)
        #expect(e.currentOrientation == .landscapeRight)
        #expect(e.supportedMask == .landscapeRight)
    }

    @Test("choice rule 1 below iOS 16: the legacy rotation command alone (its attempt asks UIKit again)")
    func rule1Legacy() {
        let e = engine(os: 15)
        e.handle(.screensChanged(stack([list])))
        let commands = e.handle(.screensChanged(stack([list, .screen("player", policy: .locked(.landscapeLeft))])))
        #expect(commands == [.legacyRotate(.landscapeLeft)])
    }

    /// The player shows landscapeLeft under a portrait login.
    private func playerUnderLogin() -> (OrientationEngine, ScreenSpec) {
        let e = engine()
        let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)
        e.handle(.screensChanged(stack([list, player])))
        e.handle(.deviceRotated(.landscapeRight)) // interface landscapeLeft
        #expect(e.currentOrientation == .landscapeLeft)
        let login = ScreenSpec.navigation("nav", [list, player])
            .presenting(.screen("login", policy: .portrait), style: .fullScreen)
        e.handle(.screensChanged(ScreenTree(login)))
        #expect(e.currentOrientation == .portrait)
        #expect(e.coveredOrientations["player"] == .landscapeLeft)
        return (e, player)
    }

    @Test("choice rule 2: the player comes back in the orientation the device is held in, over its memory")
    func rule2HeldDevice() {
        let (e, player) = playerUnderLogin()
        e.handle(.deviceRotated(.portrait)) // the user turns the phone upright
        let commands = e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .portrait, rule: .heldDevice))
        #expect(commands == [.updateSupportedOrientations])
        #expect(e.coveredOrientations.isEmpty)
    }

    @Test("choice rule 2 is skipped while the rotation lock is known to be on; a reported rotation clears it")
    func rule2RotationLock() {
        let (e, player) = playerUnderLogin()
        e.handle(.deviceRotated(.portrait))
        e.handle(.deviceRotationLockChanged(true)) // UIDevice says portrait: the lock's, not the hand's
        e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .uncovered))
        e.handle(.deviceRotated(.landscapeLeft)) // a locked device reports no rotation
        #expect(!e.isDeviceRotationLocked)
    }

    @Test("choice rule 2 needs a memory: a screen appearing for the first time keeps the current orientation")
    func rule2NeedsMemory() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        e.handle(.deviceRotated(.landscapeLeft)) // the portrait list does not follow
        e.handle(.screensChanged(stack([list, .screen("detail", policy: .allButUpsideDown)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .portrait, rule: .current))
    }

    @Test("choice rule 3: with the device flat, the landscape player comes back in landscape after the login")
    func rule3Uncovered() {
        let (e, player) = playerUnderLogin()
        e.handle(.deviceRotated(.faceUp))
        let commands = e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .uncovered))
        #expect(commands.last == .requestGeometryUpdate(.landscapeLeft))
        #expect(e.coveredOrientations.isEmpty)
    }

    @Test("choice rule 3: held in an orientation the player does not allow, memory decides")
    func rule3DeviceNotAllowed() {
        let (e, player) = playerUnderLogin()
        e.handle(.deviceRotated(.portraitUpsideDown)) // the player leaves upside down out
        e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .uncovered))
    }

    @Test("choice rule 4: on a flat device the player reopens in the orientation it was last left in")
    func rule4Remembered() {
        let store = InMemoryOrientationStore()
        let e = engine(store: store)
        let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, player])))
        e.handle(.deviceRotated(.landscapeLeft))
        #expect(e.currentOrientation == .landscapeRight)
        e.handle(.screensChanged(stack([list]))) // popped: the list is portrait again
        #expect(e.currentOrientation == .portrait)
        #expect(store.orientation(forKey: "player") == .landscapeRight)
        e.handle(.deviceRotated(.faceUp))
        e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .remembered))
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test("choice rule 2 over 4: held upright, the remembered player reopens upright")
    func rule2OverRemembered() {
        let store = InMemoryOrientationStore(["player": .landscapeRight])
        let e = engine(store: store)
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, .screen("player", policy: SeedTrees.playerPolicy)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .portrait, rule: .heldDevice))
    }

    @Test("choice rule 5: the policy's preferred orientation")
    func rule5Preferred() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        e.handle(
            .screensChanged(
                stack([list, .screen("gallery", policy: OrientationPolicy(supported: .all, preferred: .landscapeLeft))])
            ))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .preferred))
    }

    @Test("choice rule 6: the current orientation when allowed: no rotation, only an update")
    func rule6Current() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        let commands = e.handle(.screensChanged(stack([list, .screen("detail", policy: .allButUpsideDown)])))
        #expect(commands == [.updateSupportedOrientations])
        #expect(e.lastChoice?.rule == .current)
        #expect(e.currentOrientation == .portrait)
    }

    @Test("choice rule 7 (jongwonwoo): the device is already landscape when the landscape-only player opens")
    func rule7Device() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        e.handle(.deviceRotated(.landscapeLeft)) // the portrait list does not follow
        #expect(e.currentOrientation == .portrait)
        let commands = e.handle(.screensChanged(stack([list, .screen("player", policy: .landscape)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .device))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeRight)])
    }

    @Test("choice rule 8: the smallest turn, 90 degrees before 180")
    func rule8Nearest() {
        let e = engine(device: .faceUp)
        e.handle(.screensChanged(stack([list])))
        e.handle(
            .screensChanged(
                stack([
                    list, .screen("x", policy: OrientationPolicy(supported: [.landscapeLeft, .portraitUpsideDown])),
                ])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .nearest))
    }

    @Test("choice rule 8 ties: landscapeRight before landscapeLeft, portrait before portraitUpsideDown")
    func rule8Ties() {
        let e = engine(device: .faceDown)
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, .screen("x", policy: .landscape)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .nearest))
        e.handle(
            .screensChanged(
                stack([
                    list, .screen("x", policy: .landscape),
                    .screen("y", policy: OrientationPolicy(supported: .portraitBoth)),
                ])))
        #expect(e.lastChoice == OrientationChoice(orientation: .portrait, rule: .nearest))
    }

    @Test("choice rule 8 counts turns from the current orientation, not from portrait")
    func rule8FromCurrent() {
        // Shown upside down, allowed portrait or landscapeLeft, device flat:
        // landscapeLeft is a quarter turn away, portrait a half turn (the
        // mutation run's survivor counted from portrait and chose portrait).
        let inputs = ChoiceInputs(mask: [.portrait, .landscapeLeft], current: .portraitUpsideDown, device: .faceUp)
        #expect(inputs.choose() == OrientationChoice(orientation: .landscapeLeft, rule: .nearest))
        let fromRight = ChoiceInputs(mask: [.portrait, .portraitUpsideDown], current: .landscapeRight, device: .faceUp)
        #expect(fromRight.choose() == OrientationChoice(orientation: .portrait, rule: .nearest))
    }

    @Test("launch rule: no current orientation, choice rule 6 skipped, choice rule 8 counts from portrait")
    func launch() {
        let e = engine(device: .faceUp)
        #expect(e.currentOrientation == nil)
        let commands = e.handle(.screensChanged(stack([.screen("player", policy: .landscape)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .nearest))
        #expect(e.currentOrientation == .landscapeRight)
        #expect(commands.isEmpty) // UIKit lands there by itself: nothing to steer
    }

    @Test("launch rule: on a flat device a remembered orientation steers UIKit")
    func launchRemembered() {
        let store = InMemoryOrientationStore(["player": .landscapeLeft])
        let e = engine(device: .faceUp, store: store)
        let commands = e.handle(.screensChanged(stack([.screen("player", policy: SeedTrees.playerPolicy)])))
        #expect(e.lastChoice?.rule == .remembered)
        #expect(commands == [.requestGeometryUpdate(.landscapeLeft)])
    }
}
