import Testing
@testable import OrientationCore

/// Screens used by the engine tests: a navigation stack with optional presentations.
private func stack(_ screens: [ScreenSpec]) -> ScreenTree {
    ScreenTree(.navigation("nav", screens))
}

private func engine(os: Int = 17, device: DeviceOrientation = .portrait,
                    store: InMemoryOrientationStore = InMemoryOrientationStore(),
                    defaultMask: InterfaceOrientationMask = .allButUpsideDown) -> OrientationEngine {
    let e = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: os, defaultMask: defaultMask),
                              store: store)
    e.handle(.deviceRotated(device))
    return e
}

@Suite("OrientationEngine: DESIGN.md choice rules 1-7 and the launch rule")
struct OrientationEngineRuleTests {
    let list = ScreenSpec.screen("list", policy: .portrait)

    @Test("rule 1: a locked screen rotates to its lock; iOS 16+ updates, then requests the geometry")
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

    @Test("rule 1 below iOS 16: the legacy rotation command")
    func rule1Legacy() {
        let e = engine(os: 15)
        e.handle(.screensChanged(stack([list])))
        let commands = e.handle(.screensChanged(stack([list, .screen("player", policy: .locked(.landscapeLeft))])))
        #expect(commands == [.updateSupportedOrientations, .legacyRotate(.landscapeLeft)])
    }

    @Test("rule 2: the landscape player comes back in landscape after the portrait login is dismissed")
    func rule2Uncovered() {
        let e = engine()
        let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)
        e.handle(.screensChanged(stack([list, player])))
        e.handle(.deviceRotated(.landscapeRight))  // interface landscapeLeft
        #expect(e.currentOrientation == .landscapeLeft)
        let login = ScreenSpec.navigation("nav", [list, player])
            .presenting(.screen("login", policy: .portrait), style: .fullScreen)
        e.handle(.screensChanged(ScreenTree(login)))
        #expect(e.currentOrientation == .portrait)
        #expect(e.coveredOrientations["player"] == .landscapeLeft)
        let commands = e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .uncovered))
        #expect(commands.last == .requestGeometryUpdate(.landscapeLeft))
        #expect(e.coveredOrientations.isEmpty)
    }

    @Test("rule 3: the player reopens in the orientation it was last left in")
    func rule3Remembered() {
        let store = InMemoryOrientationStore()
        let e = engine(store: store)
        let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, player])))
        e.handle(.deviceRotated(.landscapeLeft))
        #expect(e.currentOrientation == .landscapeRight)
        e.handle(.screensChanged(stack([list])))  // popped: the list is portrait again
        #expect(e.currentOrientation == .portrait)
        #expect(store.orientation(forKey: "player") == .landscapeRight)
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(stack([list, player])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .remembered))
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test("rule 4: the policy's preferred orientation")
    func rule4Preferred() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, .screen("gallery", policy: OrientationPolicy(supported: .all, preferred: .landscapeLeft))])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .preferred))
    }

    @Test("rule 5: the current orientation when allowed: no rotation, only an update")
    func rule5Current() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        let commands = e.handle(.screensChanged(stack([list, .screen("detail", policy: .allButUpsideDown)])))
        #expect(commands == [.updateSupportedOrientations])
        #expect(e.lastChoice?.rule == .current)
        #expect(e.currentOrientation == .portrait)
    }

    @Test("rule 6 (jongwonwoo): the device is already landscape when the landscape-only player opens")
    func rule6Device() {
        let e = engine()
        e.handle(.screensChanged(stack([list])))
        e.handle(.deviceRotated(.landscapeLeft))  // the portrait list does not follow
        #expect(e.currentOrientation == .portrait)
        let commands = e.handle(.screensChanged(stack([list, .screen("player", policy: .landscape)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .device))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeRight)])
    }

    @Test("rule 7: the smallest turn, 90 degrees before 180")
    func rule7Nearest() {
        let e = engine(device: .faceUp)
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, .screen("x", policy: OrientationPolicy(supported: [.landscapeLeft, .portraitUpsideDown]))])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeLeft, rule: .nearest))
    }

    @Test("rule 7 ties: landscapeRight before landscapeLeft, portrait before portraitUpsideDown")
    func rule7Ties() {
        let e = engine(device: .faceDown)
        e.handle(.screensChanged(stack([list])))
        e.handle(.screensChanged(stack([list, .screen("x", policy: .landscape)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .nearest))
        e.handle(.screensChanged(stack([list, .screen("x", policy: .landscape), .screen("y", policy: OrientationPolicy(supported: .portraitBoth))])))
        #expect(e.lastChoice == OrientationChoice(orientation: .portrait, rule: .nearest))
    }

    @Test("launch rule: no current orientation, rule 5 skipped, rule 7 counts from portrait")
    func launch() {
        let e = engine(device: .faceUp)
        #expect(e.currentOrientation == nil)
        let commands = e.handle(.screensChanged(stack([.screen("player", policy: .landscape)])))
        #expect(e.lastChoice == OrientationChoice(orientation: .landscapeRight, rule: .nearest))
        #expect(e.currentOrientation == .landscapeRight)
        #expect(commands.isEmpty)  // UIKit lands there by itself: nothing to steer
    }

    @Test("launch rule: a remembered orientation steers UIKit away from the device's")
    func launchRemembered() {
        let store = InMemoryOrientationStore(["player": .landscapeLeft])
        let e = engine(device: .portrait, store: store)
        let commands = e.handle(.screensChanged(stack([.screen("player", policy: SeedTrees.playerPolicy)])))
        #expect(e.lastChoice?.rule == .remembered)
        #expect(commands == [.requestGeometryUpdate(.landscapeLeft)])
    }
}
