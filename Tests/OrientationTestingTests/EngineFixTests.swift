import OrientationCore
import Testing

/// Engine behaviour found by running the engine against the UIKit model.
@Suite("Engine against the model")
struct EngineFixTests {
    static func launched(_ spec: ScreenSpec, device: DeviceOrientation = .portrait) -> OrientationEngine {
        let engine = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: 17))
        engine.handle(.deviceRotated(device))
        engine.handle(.screensChanged(ScreenTree(spec)))
        return engine
    }

    @Test("rule 19: a device rotation in the background is not remembered until UIKit reports it shown")
    func backgroundRotationNotRemembered() {
        let engine = EngineFixTests.launched(.screen("player", policy: .remembered("player")))
        engine.handle(.appBecameInactive)
        engine.handle(.deviceRotated(.landscapeLeft))
        #expect(engine.store.orientation(forKey: "player") == .portrait)
        engine.handle(.appBecameActive)
        engine.handle(.interfaceOrientationChanged(.landscapeRight))
        #expect(engine.store.orientation(forKey: "player") == .landscapeRight)
    }

    @Test("choice rule 3: a deciding screen remembers what it shows even when it opened without a rotation")
    func remembersOnOpening() {
        let engine = EngineFixTests.launched(.screen("list"), device: .landscapeLeft)
        let base = ScreenSpec.navigation("nav", [.screen("list")])
        engine.handle(.screensChanged(ScreenTree(base)))
        let gallery = ScreenSpec.navigation("nav", [.screen("list"), .screen("a", policy: .remembered("gallery"))])
        #expect(engine.handle(.screensChanged(ScreenTree(gallery))) == [])
        #expect(engine.store.orientation(forKey: "gallery") == .landscapeRight)
    }

    @Test("choice rule 3: a fallback orientation the policy does not allow is not remembered")
    func fallbackNotRemembered() {
        let impossible = OrientationPolicy(supported: .portraitUpsideDown, remember: "k")
        let engine = OrientationEngine(
            configuration: EngineConfiguration(osMajorVersion: 17, deviceMask: .allButUpsideDown))
        engine.handle(.screensChanged(ScreenTree(.navigation("nav", [.screen("a", policy: impossible)]))))
        engine.handle(
            .screensChanged(ScreenTree(.navigation("nav", [.screen("a", policy: impossible), .screen("b")]))))
        #expect(engine.currentOrientation == .portrait)
        #expect(engine.store.orientation(forKey: "k") == nil)
    }
}
