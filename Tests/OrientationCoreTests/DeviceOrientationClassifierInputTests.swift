import OrientationCore
import Testing

@Suite("DeviceOrientationClassifier: invalid input and configuration")
struct DeviceOrientationClassifierInputTests {
    static let nonFinite: [Double] = [.nan, .signalingNaN, .infinity, -.infinity]

    @Test("NaN or infinity in any component is unknown, without trapping", arguments: nonFinite)
    func nonFiniteComponents(value: Double) {
        for gravity in [
            GravityVector(x: value, y: -1, z: 0),
            GravityVector(x: 0, y: value, z: 0),
            GravityVector(x: 0, y: -1, z: value),
            GravityVector(x: value, y: value, z: value),
        ] {
            var classifier = DeviceOrientationClassifier()
            _ = classifier.classify(x: 0, y: -1, z: 0)
            #expect(classifier.classify(gravity) == .unknown)
            #expect(classifier.orientation == .unknown)
        }
    }

    @Test(
        "magnitudes far from 1 g are unknown",
        arguments: [0, 1e-300, 0.1, 0.49, 2.01, 4.5, 1e200, Double.greatestFiniteMagnitude]
    )
    func outOfRange(magnitude: Double) {
        var classifier = DeviceOrientationClassifier()
        #expect(classifier.classify(Trace.gravity(rotation: 0, magnitude: magnitude)) == .unknown)
        #expect(classifier.classify(Trace.gravity(rotation: 0, tilt: 90, magnitude: magnitude)) == .unknown)
    }

    @Test("magnitudes inside the accepted range are classified", arguments: [0.5, 0.8, 1.3, 2.0])
    func inRange(magnitude: Double) {
        var classifier = DeviceOrientationClassifier()
        #expect(classifier.classify(x: 0, y: magnitude, z: 0) == .portraitUpsideDown)
        #expect(classifier.classify(x: 0, y: 0, z: -magnitude) == .faceUp)
        #expect(classifier.classify(x: -magnitude, y: 0, z: 0) == .landscapeLeft)
    }

    @Test("an invalid reading forgets the hysteresis state")
    func invalidResetsState() {
        var classifier = DeviceOrientationClassifier()
        _ = classifier.classify(Trace.gravity(rotation: 0))
        #expect(classifier.classify(Trace.gravity(rotation: 50)) == .portrait)
        #expect(classifier.classify(x: .nan, y: 0, z: 0) == .unknown)
        #expect(classifier.classify(Trace.gravity(rotation: 50)) == .landscapeRight)
    }

    @Test("the accepted magnitude range is configurable")
    func configurableMagnitude() {
        var strict = DeviceOrientationClassifier(
            configuration: .init(minimumMagnitude: 0.9, maximumMagnitude: 1.1)
        )
        #expect(strict.classify(x: 0, y: -1.5, z: 0) == .unknown)
        strict.configuration.maximumMagnitude = 4
        #expect(strict.classify(x: 0, y: -1.5, z: 0) == .portrait)
    }

    @Test("nonsense configuration values are normalized, never trapping")
    func nonsenseConfiguration() {
        let odd = DeviceOrientationClassifier.Configuration(
            rotationHysteresis: .nan, flatAngle: .infinity, flatHysteresis: -3,
            minimumMagnitude: -1, maximumMagnitude: .nan
        ).normalized
        #expect(
            odd
                == .init(
                    rotationHysteresis: 10, flatAngle: 65, flatHysteresis: 0, minimumMagnitude: 0, maximumMagnitude: 2))
        let extreme = DeviceOrientationClassifier.Configuration(
            rotationHysteresis: 90, flatAngle: 88, flatHysteresis: 50
        ).normalized
        #expect(extreme.rotationHysteresis == 40)
        #expect(extreme.flatAngle == 85)
        #expect(extreme.flatHysteresis == 4)

        var classifier = DeviceOrientationClassifier(
            configuration: .init(
                rotationHysteresis: -.infinity, flatAngle: .nan, flatHysteresis: .nan,
                minimumMagnitude: .nan, maximumMagnitude: .infinity
            ))
        #expect(classifier.classify(x: 0, y: 0, z: 1) == .faceDown)
        #expect(classifier.classify(x: 0, y: 1e300, z: 0) == .portraitUpsideDown)
        #expect(classifier.classify(x: .infinity, y: 0, z: 0) == .unknown)
    }
}
