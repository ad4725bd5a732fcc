import Testing

@testable import OrientationCore

@Suite("Orientation algebra (UIKitRules.md rules 1-4)")
struct OrientationAlgebraTests {
    @Test("rule 2: interface raw values are UIKit's")
    func interfaceRawValues() {
        #expect(InterfaceOrientation.unknown.rawValue == 0)
        #expect(InterfaceOrientation.portrait.rawValue == 1)
        #expect(InterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    }

    @Test("rule 1: device raw values are UIKit's")
    func deviceRawValues() {
        let expected: [(DeviceOrientation, Int)] = [
            (.unknown, 0), (.portrait, 1), (.portraitUpsideDown, 2), (.landscapeLeft, 3),
            (.landscapeRight, 4), (.faceUp, 5), (.faceDown, 6),
        ]
        for (device, raw) in expected { #expect(device.rawValue == raw) }
    }

    @Test("rule 3: mask bits are 1 << orientation")
    func maskBits() {
        #expect(InterfaceOrientationMask.portrait.rawValue == 2)
        #expect(InterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(InterfaceOrientationMask.landscape.rawValue == 24)
        #expect(InterfaceOrientationMask.all.rawValue == 30)
        #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        for o in InterfaceOrientation.allCases where o != .unknown {
            #expect(o.mask.rawValue == 1 << UInt(o.rawValue))
        }
        #expect(InterfaceOrientation.unknown.mask.isEmpty)
    }

    @Test(
        "rule 2: every device orientation converts; flat and unknown have no interface orientation",
        arguments: DeviceOrientation.allCases)
    func deviceToInterface(device: DeviceOrientation) {
        switch device {
        case .landscapeLeft: #expect(device.interfaceOrientation == .landscapeRight)
        case .landscapeRight: #expect(device.interfaceOrientation == .landscapeLeft)
        case .portrait: #expect(device.interfaceOrientation == .portrait)
        case .portraitUpsideDown: #expect(device.interfaceOrientation == .portraitUpsideDown)
        case .unknown, .faceUp, .faceDown: #expect(device.interfaceOrientation == nil)
        }
        #expect(device.isFlat == (device == .faceUp || device == .faceDown))
        #expect(device.isValidInterfaceOrientation == (device.interfaceOrientation != nil))
        if let interface = device.interfaceOrientation {
            #expect(interface.rawValue == device.rawValue)
            #expect(interface.deviceOrientation == device)
        }
    }

    @Test("isPortrait and isLandscape are right for every one of the 16 masks", arguments: 0..<16)
    func maskClassification(bits: Int) {
        let mask = InterfaceOrientationMask(rawValue: UInt(bits) << 1)
        let orientations = mask.orientations
        #expect(mask.count == orientations.count)
        #expect(mask.isPortrait == (!orientations.isEmpty && orientations.allSatisfy(\.isPortrait)))
        #expect(mask.isLandscape == (!orientations.isEmpty && orientations.allSatisfy(\.isLandscape)))
        #expect(mask.allowsPortrait == orientations.contains(where: \.isPortrait))
        #expect(mask.allowsLandscape == orientations.contains(where: \.isLandscape))
        #expect(InterfaceOrientationMask(orientations: orientations) == mask)
        for o in InterfaceOrientation.allCases {
            #expect(mask.contains(o) == orientations.contains(o))
        }
    }

    @Test("a mixed mask is neither portrait nor landscape (ELOrientationControlDemo's switch is wrong)")
    func mixedMask() {
        let mixed: InterfaceOrientationMask = [.portrait, .landscapeLeft]
        #expect(!mixed.isPortrait)
        #expect(!mixed.isLandscape)
        #expect(InterfaceOrientationMask([.landscapeLeft]).isLandscape)
        #expect(InterfaceOrientationMask.landscape.isLandscape)
        #expect(!InterfaceOrientationMask([]).isPortrait)
    }

    @Test("foreign bits are dropped")
    func foreignBits() {
        #expect(InterfaceOrientationMask(rawValue: 1).isEmpty)
        #expect(InterfaceOrientationMask(rawValue: 0xFFFF_FFFF) == .all)
    }

    @Test("names print as UIKit spells them and parse back, including Info.plist spellings")
    func names() {
        #expect(InterfaceOrientationMask.allButUpsideDown.description == "[portrait, landscapeRight, landscapeLeft]")
        for o in InterfaceOrientation.allCases { #expect(InterfaceOrientation(name: o.name) == o) }
        for d in DeviceOrientation.allCases { #expect(DeviceOrientation(name: d.name) == d) }
        #expect(InterfaceOrientation(name: "UIInterfaceOrientationLandscapeLeft") == .landscapeLeft)
        #expect(InterfaceOrientation(name: "sideways") == nil)
        #expect(DeviceOrientation(name: "") == nil)
    }

    @Test("turns: 90 degrees between neighbours, 180 between opposites")
    func turns() {
        #expect(InterfaceOrientation.portrait.turns(to: .landscapeLeft) == 1)
        #expect(InterfaceOrientation.portrait.turns(to: .landscapeRight) == 1)
        #expect(InterfaceOrientation.portrait.turns(to: .portraitUpsideDown) == 2)
        #expect(InterfaceOrientation.landscapeLeft.turns(to: .landscapeRight) == 2)
        #expect(InterfaceOrientation.landscapeLeft.turns(to: .landscapeLeft) == 0)
        #expect(InterfaceOrientation.unknown.turns(to: .portrait) == nil)
    }

    @Test("idiom defaults (rules 9 and 14)")
    func idiomDefaults() {
        #expect(Idiom.phone.defaultMask == .allButUpsideDown)
        #expect(Idiom.pad.defaultMask == .all)
    }
}
