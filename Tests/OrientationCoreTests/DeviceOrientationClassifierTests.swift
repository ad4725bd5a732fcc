import OrientationCore
import Testing

@Suite("DeviceOrientationClassifier: clean readings and turns")
struct DeviceOrientationClassifierTests {
    @Test(
        "each canonical gravity vector classifies as its orientation",
        arguments: [
            (GravityVector(x: 0, y: -1, z: 0), DeviceOrientation.portrait),
            (GravityVector(x: 0, y: 1, z: 0), .portraitUpsideDown),
            (GravityVector(x: -1, y: 0, z: 0), .landscapeLeft),
            (GravityVector(x: 1, y: 0, z: 0), .landscapeRight),
            (GravityVector(x: 0, y: 0, z: -1), .faceUp),
            (GravityVector(x: 0, y: 0, z: 1), .faceDown),
        ]
    )
    func canonical(gravity: GravityVector, expected: DeviceOrientation) {
        var classifier = DeviceOrientationClassifier()
        #expect(classifier.classify(gravity) == expected)
        #expect(classifier.classify(x: gravity.x, y: gravity.y, z: gravity.z) == expected)
        #expect(classifier.orientation == expected)
    }

    @Test("a full clockwise turn passes the four upright orientations once each")
    func clockwiseTurn() {
        // Half-degree offsets keep every reading off the exact thresholds.
        let readings = Trace.ramp(0.5, 359.5, step: 1).map { Trace.gravity(rotation: $0) }
        let answers = Trace.classify(readings)
        #expect(Trace.runs(answers) == [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft, .portrait])
        // Each change happens 10 degrees (the default hysteresis) past the boundary.
        #expect(answers.firstIndex(of: .landscapeRight) == 55)
        #expect(answers.firstIndex(of: .portraitUpsideDown) == 145)
        #expect(answers.firstIndex(of: .landscapeLeft) == 235)
        #expect(answers.lastIndex(of: .landscapeLeft) == 324)
    }

    @Test("a full counter-clockwise turn passes them in the other order")
    func counterClockwiseTurn() {
        let readings = Trace.ramp(360, 0, step: 1).map { Trace.gravity(rotation: $0) }
        let answers = Trace.classify(readings)
        #expect(Trace.runs(answers) == [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait])
    }

    @Test("a tour through all six orientations reports each of them in order")
    func sixOrientationTour() {
        var readings: [GravityVector] = []
        readings += Trace.ramp(0, -90, step: 2).map { Trace.gravity(rotation: $0) } // to landscapeLeft
        readings += Trace.ramp(-90, -180, step: 2).map { Trace.gravity(rotation: $0) } // to upside down
        readings += Trace.ramp(180, 90, step: 2).map { Trace.gravity(rotation: $0) } // to landscapeRight
        readings += Trace.ramp(0, 90, step: 2).map { Trace.gravity(rotation: 90, tilt: $0) } // lay it down
        readings += Trace.ramp(90, 0, step: 2).map { Trace.gravity(rotation: 0, tilt: $0) } // stand it up
        readings += Trace.ramp(0, 90, step: 2).map { Trace.gravity(rotation: 0, tilt: $0, faceDown: true) }
        readings += Trace.ramp(90, 0, step: 2).map { Trace.gravity(rotation: 0, tilt: $0, faceDown: true) }
        let answers = Trace.classify(readings)
        #expect(
            Trace.runs(answers) == [
                .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
                .faceUp, .portrait, .faceDown, .portrait,
            ])
    }

    @Test("turning a flat device over goes faceUp, upright, faceDown")
    func turnOver() {
        let readings = Trace.ramp(90, -90, step: 1).map { tilt in
            Trace.gravity(rotation: 0, tilt: abs(tilt), faceDown: tilt < 0)
        }
        #expect(Trace.runs(Trace.classify(readings)) == [.faceUp, .portrait, .faceDown])
    }

    @Test("a half turn in one reading goes straight to the opposite orientation")
    func halfTurnJump() {
        var classifier = DeviceOrientationClassifier()
        #expect(classifier.classify(x: 0, y: -1, z: 0) == .portrait)
        #expect(classifier.classify(x: 0, y: 1, z: 0) == .portraitUpsideDown)
        #expect(classifier.classify(x: -1, y: 0, z: 0) == .landscapeLeft)
    }

    @Test("reset forgets the orientation and its hysteresis")
    func reset() {
        var classifier = DeviceOrientationClassifier()
        _ = classifier.classify(Trace.gravity(rotation: 0))
        #expect(classifier.classify(Trace.gravity(rotation: 50)) == .portrait)
        classifier.reset()
        #expect(classifier.orientation == .unknown)
        #expect(classifier.classify(Trace.gravity(rotation: 50)) == .landscapeRight)
    }

    @Test("the defaults are the documented values")
    func defaults() {
        let configuration = DeviceOrientationClassifier.Configuration.default
        #expect(configuration.rotationHysteresis == 10)
        #expect(configuration.flatAngle == 65)
        #expect(configuration.flatHysteresis == 10)
        #expect(configuration.minimumMagnitude == 0.5)
        #expect(configuration.maximumMagnitude == 2)
        #expect(DeviceOrientationClassifier().configuration == configuration)
    }
}
