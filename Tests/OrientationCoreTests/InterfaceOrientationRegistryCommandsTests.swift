import OrientationCore
import Testing

@Suite("InterfaceOrientationRegistry: commands after a change, Info.plist defaults")
struct InterfaceOrientationRegistryCommandsTests {
    @Test("no change: nothing to do")
    func unchanged() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        _ = registry.register(.portrait)
        #expect(registry.commands(afterChangeFrom: .portrait, current: .portrait).isEmpty)
    }

    @Test("changed, current still allowed: ask UIKit again, no rotation")
    func changedStillAllowed() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        _ = registry.register([.portrait, .landscape])
        #expect(registry.commands(afterChangeFrom: .portrait, current: .portrait) == [.updateSupportedOrientations])
        #expect(
            registry.platformCalls(afterChangeFrom: .portrait, current: .portrait, osMajorVersion: 16)
                == [.setNeedsUpdateOfSupportedInterfaceOrientations])
        #expect(
            registry.platformCalls(afterChangeFrom: .portrait, current: .portrait, osMajorVersion: 15)
                == [.attemptRotationToDeviceOrientation])
    }

    @Test("changed, current no longer allowed: rotate into the new mask")
    func changedNotAllowed() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
        _ = registry.register(.portrait)
        #expect(
            registry.commands(afterChangeFrom: .allButUpsideDown, current: .landscapeLeft)
                == [.updateSupportedOrientations, .requestGeometryUpdate(.portrait)])
        #expect(
            registry.platformCalls(afterChangeFrom: .allButUpsideDown, current: .landscapeLeft, osMajorVersion: 17)
                == [.setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate(.portrait)])
        #expect(
            registry.platformCalls(afterChangeFrom: .allButUpsideDown, current: .landscapeLeft, osMajorVersion: 14)
                == [
                    .setLegacyDeviceOrientation(.unknown), .setLegacyDeviceOrientation(.portrait),
                    .attemptRotationToDeviceOrientation,
                ])
    }

    @Test("unknown current orientation: no rotation is requested")
    func unknownCurrent() {
        var registry = InterfaceOrientationRegistry()
        _ = registry.register(.landscape)
        #expect(registry.commands(afterChangeFrom: .all, current: .unknown) == [.updateSupportedOrientations])
    }

    @Test("below iOS 16 the rotation takes the smallest turn")
    func legacyNearest() {
        var registry = InterfaceOrientationRegistry()
        _ = registry.register([.portrait, .landscapeRight])
        // From landscapeLeft, portrait is a quarter turn, landscapeRight a half turn.
        #expect(
            registry.platformCalls(afterChangeFrom: .all, current: .landscapeLeft, osMajorVersion: 15)
                == [
                    .setLegacyDeviceOrientation(.unknown), .setLegacyDeviceOrientation(.portrait),
                    .attemptRotationToDeviceOrientation,
                ])
        #expect(InterfaceOrientationRegistry.nearest(in: .landscape, to: .portrait) == .landscapeRight)
        #expect(InterfaceOrientationRegistry.nearest(in: [], to: .portrait) == .portrait)
    }

    @Test("Info.plist defaults: the idiom's qualified key wins, unknown names are ignored")
    func infoPlistDefaults() {
        let generic = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]
        let pad = ["UIInterfaceOrientationLandscapeRight", "NotAnOrientation"]
        #expect(
            InterfaceOrientationRegistry.defaultOrientations(generic: generic, pad: pad, idiom: .pad)
                == .landscapeRight)
        #expect(
            InterfaceOrientationRegistry.defaultOrientations(generic: generic, pad: pad, idiom: .phone)
                == [.portrait, .landscapeLeft])
        #expect(
            InterfaceOrientationRegistry.defaultOrientations(
                generic: nil, phone: ["UIInterfaceOrientationPortrait"],
                idiom: .phone) == .portrait)
    }

    @Test("Info.plist declares nothing valid: the idiom's default (rule 14)")
    func infoPlistEmpty() {
        #expect(InterfaceOrientationRegistry.defaultOrientations(generic: nil, idiom: .phone) == .allButUpsideDown)
        #expect(InterfaceOrientationRegistry.defaultOrientations(generic: ["bogus"], idiom: .pad) == .all)
    }
}

@Suite("InterfaceOrientationRegistry: plan for an app delegate answer")
struct InterfaceOrientationRegistryAnswerPlanTests {
    @Test("the current orientation is allowed: ask again only")
    func allowed() {
        #expect(
            InterfaceOrientationRegistry.commands(toAllow: .landscape, current: .landscapeLeft)
                == [.updateSupportedOrientations])
    }

    @Test("the current orientation is not allowed: rotate into the answer")
    func notAllowed() {
        #expect(
            InterfaceOrientationRegistry.commands(toAllow: .landscapeRight, current: .portrait)
                == [.updateSupportedOrientations, .requestGeometryUpdate(.landscapeRight)])
        #expect(
            InterfaceOrientationRegistry.platformCalls(toAllow: .landscape, current: .portrait, osMajorVersion: 13)
                == [
                    .setLegacyDeviceOrientation(.unknown), .setLegacyDeviceOrientation(.landscapeLeft),
                    .attemptRotationToDeviceOrientation,
                ])
    }

    @Test("an empty answer never asks for a rotation")
    func emptyAnswer() {
        #expect(
            InterfaceOrientationRegistry.commands(toAllow: [], current: .portrait) == [.updateSupportedOrientations])
    }
}
