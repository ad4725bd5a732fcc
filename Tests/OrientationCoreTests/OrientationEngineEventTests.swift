import Testing

@testable import OrientationCore

private func tree(_ screens: ScreenSpec...) -> ScreenTree { ScreenTree(.navigation("nav", screens)) }

@Suite("OrientationEngine: device rotation, policies, requests, activity, platform")
struct OrientationEngineEventTests {
    let list = ScreenSpec.screen("list", policy: .portrait)
    let player = ScreenSpec.screen("player", policy: SeedTrees.playerPolicy)

    func launched(_ t: ScreenTree, configuration: EngineConfiguration = EngineConfiguration()) -> OrientationEngine {
        let e = OrientationEngine(configuration: configuration)
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(t))
        return e
    }

    @Test("rule 19: the interface follows the device when allowed, stays otherwise, ignores flat")
    func deviceRotation() {
        let e = launched(tree(list, player))
        #expect(e.handle(.deviceRotated(.landscapeLeft)).isEmpty)
        #expect(e.currentOrientation == .landscapeRight)
        e.handle(.deviceRotated(.faceUp))
        #expect(e.currentOrientation == .landscapeRight)
        e.handle(.deviceRotated(.portraitUpsideDown))
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test("matchPresenting pins the orientation beneath: the overlay does not turn with the device")
    func matchPresenting() {
        let e = launched(tree(list, player))
        e.handle(.deviceRotated(.landscapeLeft))
        let overlay = ScreenSpec.navigation("nav", [list, player])
            .presenting(.screen("comment", policy: .matchPresenting), style: .overFullScreen)
        let commands = e.handle(.screensChanged(ScreenTree(overlay)))
        #expect(e.supportedMask == .landscapeRight)
        #expect(e.pinnedOrientations["comment"] == .landscapeRight)
        #expect(commands == [.updateSupportedOrientations])
        e.handle(.deviceRotated(.portrait))
        #expect(e.currentOrientation == .landscapeRight)
        e.handle(.screensChanged(tree(list, player)))
        #expect(e.pinnedOrientations.isEmpty)
        // Choice rule 2: the player allows the upright device, which wins over its memory.
        #expect(e.currentOrientation == .portrait)
    }

    @Test("setting a policy on the visible screen re-evaluates at once")
    func policyChanged() {
        let e = launched(tree(list, player))
        let commands = e.handle(.policyChanged("player", .locked(.landscapeLeft)))
        #expect(commands == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeLeft)])
        #expect(e.lastChoice?.rule == .locked)
        #expect(e.handle(.policyChanged("ghost", .portrait)).isEmpty)
    }

    @Test("a requested rotation inside the policy runs; outside it is refused with ORI-301")
    func requests() {
        let e = launched(tree(list, player))
        #expect(
            e.handle(.rotationRequested(.landscapeRight, screen: "player")) == [.requestGeometryUpdate(.landscapeRight)]
        )
        #expect(e.handle(.rotationRequested(.portraitUpsideDown, screen: nil)).isEmpty)
        #expect(e.diagnostics.map(\.code) == [.engineRotationNotAllowed])
        #expect(e.handle(.rotationRequested(.portrait, screen: "elsewhere")).isEmpty)
        #expect(e.diagnostics.map(\.code) == [.engineRotationForHiddenScreen])
        #expect(e.handle(.rotationRequested(.landscapeRight, screen: "player")).isEmpty) // already there
    }

    @Test("requests while inactive wait for activation (ORI-303); no call while inactive")
    func inactive() {
        let e = launched(tree(list))
        e.handle(.appBecameInactive)
        let commands = e.handle(.screensChanged(tree(list, .screen("player", policy: .landscape))))
        #expect(commands.isEmpty)
        #expect(e.diagnostics.map(\.code) == [.engineRequestDeferred])
        #expect(e.deferredTarget == .landscapeRight)
        #expect(e.rotationInProgress?.orientation == .landscapeRight)
        #expect(e.handle(.appBecameActive) == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeRight)])
        #expect(e.deferredTarget == nil)
    }

    @Test("rules 28-30: with multitasking the engine says so instead of requesting (ORI-401)")
    func multitasking() {
        let e = launched(tree(list), configuration: EngineConfiguration(platformHonoursMasks: false))
        let commands = e.handle(.screensChanged(tree(list, .screen("player", policy: .landscape))))
        #expect(!commands.contains(.requestGeometryUpdate(.landscapeRight)))
        #expect(e.diagnostics.contains { $0.code == .platformMultitaskingIgnoresLocks })
        e.handle(.deviceRotated(.landscapeLeft))
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test("rule 25: geometry errors become diagnostics")
    func geometryErrors() {
        let e = launched(tree(list))
        e.handle(
            .geometryRequestFailed(
                code: 101,
                message: "The current windowing mode does not allow for programmatic changes to interface orientation.")
        )
        #expect(e.diagnostics.map(\.code) == [.platformMultitaskingIgnoresLocks])
        e.handle(
            .geometryRequestFailed(
                code: 101, message: "None of the requested orientations are supported by the view controller."))
        #expect(e.diagnostics.map(\.code) == [.platformGeometryRequestDenied])
        e.handle(.geometryRequestFailed(code: 100, message: "unsupported"))
        #expect(e.diagnostics.map(\.code) == [.platformGeometryRequestFailed])
    }

    @Test("platform feedback corrects the believed orientation and flags what the policy forbids")
    func feedback() {
        let e = launched(tree(list))
        e.handle(.interfaceOrientationChanged(.landscapeLeft))
        #expect(e.currentOrientation == .landscapeLeft)
        #expect(e.diagnostics.map(\.code) == [.platformOrientationNotHonoured])
        e.handle(.interfaceOrientationChanged(.unknown))
        #expect(e.currentOrientation == .landscapeLeft)
    }

    @Test("pop prediction: popping the landscape player would rotate the portrait list")
    func popPrediction() {
        let e = launched(tree(list, player))
        #expect(e.predictedOrientation(after: tree(list)) == .portrait)
        e.handle(.deviceRotated(.landscapeLeft))
        #expect(e.predictedOrientation(after: tree(list)) == .portrait)
        #expect(e.predictedOrientation(after: tree(list, player)) == .landscapeRight)
    }

    @Test("screens that leave the tree are forgotten (no stale identities)")
    func forgetting() {
        let e = launched(tree(list, player))
        e.handle(.deviceRotated(.landscapeLeft))
        e.handle(
            .screensChanged(
                ScreenTree(
                    ScreenSpec.navigation("nav", [list, player]).presenting(.screen("login", policy: .portrait)))))
        #expect(e.coveredOrientations["player"] == .landscapeRight)
        e.handle(.screensChanged(ScreenTree(.navigation("nav2", [.screen("other")]))))
        #expect(e.coveredOrientations.isEmpty)
    }

    @Test("invariant: after any event the mask is non-empty and the preferred orientation is inside it")
    func invariant() {
        let e = launched(tree(list, player))
        let events: [OrientationEvent] = [
            .deviceRotated(.landscapeLeft), .policyChanged("player", OrientationPolicy(supported: [])),
            .policyChanged("player", .locked(.portraitUpsideDown)), .rotationRequested(.landscapeLeft, screen: nil),
            .appBecameInactive, .screensChanged(tree(list)), .appBecameActive, .screensChanged(ScreenTree()),
        ]
        for event in events {
            e.handle(event)
            #expect(!e.supportedMask.isEmpty)
            #expect(e.supportedMask.contains(e.preferredOrientation))
        }
    }
}
