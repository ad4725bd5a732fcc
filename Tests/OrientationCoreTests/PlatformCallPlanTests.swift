import Testing

@testable import OrientationCore

@Suite("The platform call plan the driver executes")
struct PlatformCallPlanTests {
    @Test("rules 23-25: iOS 16+ updates with setNeedsUpdate; a rotation is the geometry request alone")
    func modern() {
        #expect(
            OrientationCommand.updateSupportedOrientations.platformCalls(osMajorVersion: 16)
                == [.setNeedsUpdateOfSupportedInterfaceOrientations])
        #expect(
            OrientationCommand.requestGeometryUpdate(.landscapeLeft).platformCalls(osMajorVersion: 17)
                == [.requestGeometryUpdate(.landscapeLeft)])
    }

    @Test("rules 22, 26: below 16 the legacy path sets unknown, then the device orientation, then attempts")
    func legacy() {
        #expect(
            OrientationCommand.updateSupportedOrientations.platformCalls(osMajorVersion: 15)
                == [.attemptRotationToDeviceOrientation])
        // Interface landscapeRight is device landscapeLeft (rule 2): same raw value 3.
        #expect(
            OrientationCommand.legacyRotate(.landscapeRight).platformCalls(osMajorVersion: 13)
                == [
                    .setLegacyDeviceOrientation(.unknown), .setLegacyDeviceOrientation(.landscapeLeft),
                    .attemptRotationToDeviceOrientation,
                ])
    }

    @Test("rule 27: the legacy path is never used from 16 on, whatever command arrives")
    func neverLegacyOn16() {
        for os in 16...27 {
            for command in [
                OrientationCommand.legacyRotate(.landscapeLeft), .requestGeometryUpdate(.portrait),
                .updateSupportedOrientations,
            ] {
                #expect(
                    !command.platformCalls(osMajorVersion: os).contains {
                        if case .setLegacyDeviceOrientation = $0 { true } else { false }
                    })
            }
        }
        for os in 13...15 {
            #expect(
                !OrientationCommand.requestGeometryUpdate(.landscapeLeft).platformCalls(osMajorVersion: os)
                    .contains { if case .requestGeometryUpdate = $0 { true } else { false } })
        }
    }
}
