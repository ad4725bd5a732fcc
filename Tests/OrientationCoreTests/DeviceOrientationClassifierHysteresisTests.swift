import OrientationCore
import Testing

@Suite("DeviceOrientationClassifier: hysteresis on noisy and slow traces")
struct DeviceOrientationClassifierHysteresisTests {
    /// The four 45-degree boundaries and the orientations on either side,
    /// counter-clockwise side first.
    static let boundaries: [(Double, DeviceOrientation, DeviceOrientation)] = [
        (45, .portrait, .landscapeRight),
        (135, .landscapeRight, .portraitUpsideDown),
        (225, .portraitUpsideDown, .landscapeLeft),
        (315, .landscapeLeft, .portrait),
    ]

    static let noOverturn = DeviceOrientationClassifier.Configuration(rotationHysteresis: 0)
    static let noFlatBand = DeviceOrientationClassifier.Configuration(flatHysteresis: 0)

    @Test("noise of ±8° around a 45° boundary never flips the orientation", arguments: 0..<4)
    func noisyBoundary(index: Int) {
        let (boundary, before, after) = Self.boundaries[index]
        for (settle, expected) in [(boundary - 30, before), (boundary + 30, after)] {
            let noisy = Trace.jitter(rotation: boundary, tilt: 20, noise: 8, count: 400, seed: UInt64(index + 1))
            let answers = Trace.classify([Trace.gravity(rotation: settle)] + noisy)
            #expect(Trace.changes(answers) == 0, "settled \(expected) at \(boundary)°")
            #expect(answers.last == expected)
        }
    }

    @Test("without hysteresis the same noise flip-flops (the trace is a real test)", arguments: 0..<4)
    func noisyBoundaryWithoutHysteresis(index: Int) {
        let (boundary, before, _) = Self.boundaries[index]
        let noisy = Trace.jitter(rotation: boundary, tilt: 20, noise: 8, count: 400, seed: UInt64(index + 1))
        let answers = Trace.classify([Trace.gravity(rotation: boundary - 30)] + noisy, configuration: Self.noOverturn)
        #expect(Trace.changes(answers) > 50)
        #expect(answers.first == before)
    }

    @Test("a fresh classifier on a boundary picks a side once and keeps it", arguments: 0..<4)
    func freshOnBoundary(index: Int) {
        let (boundary, _, _) = Self.boundaries[index]
        let noisy = Trace.jitter(rotation: boundary, tilt: 0, noise: 5, count: 300, seed: UInt64(40 + index))
        let answers = Trace.classify(noisy)
        #expect(Trace.changes(answers) == 0)
    }

    @Test("a slow turn across the band changes late, and turning back changes late too")
    func slowTurnAcrossBand() {
        let out = Trace.ramp(20.5, 70.5, step: 1)
        let back = Trace.ramp(70.5, 20.5, step: 1)
        let answers = Trace.classify((out + back).map { Trace.gravity(rotation: $0) })
        #expect(Trace.changes(answers) == 2)
        // landscapeRight from 55.5° on the way out, portrait again below 35° on the way back.
        let firstLandscape = answers.firstIndex(of: .landscapeRight).map { (out + back)[$0] }
        #expect(firstLandscape == 55.5)
        let lastLandscape = answers.lastIndex(of: .landscapeRight).map { (out + back)[$0] }
        #expect(lastLandscape == 35.5)
    }

    @Test("wider hysteresis holds the orientation further")
    func configurableRotationHysteresis() {
        let wide = DeviceOrientationClassifier.Configuration(rotationHysteresis: 25)
        let answers = Trace.classify(
            Trace.ramp(0.5, 89.5, step: 1).map { Trace.gravity(rotation: $0) }, configuration: wide)
        #expect(answers.firstIndex(of: .landscapeRight) == 70)
    }

    @Test("a slow tilt to flat and back changes at 75° and 55°", arguments: [false, true])
    func slowTiltToFlat(faceDown: Bool) {
        let down = Trace.ramp(0.5, 89.5, step: 1)
        let up = Trace.ramp(89.5, 0.5, step: 1)
        let tilts = down + up
        let answers = Trace.classify(tilts.map { Trace.gravity(rotation: 90, tilt: $0, faceDown: faceDown) })
        let flat: DeviceOrientation = faceDown ? .faceDown : .faceUp
        #expect(Trace.runs(answers) == [.landscapeRight, flat, .landscapeRight])
        #expect(answers.firstIndex(of: flat).map { tilts[$0] } == 75.5)
        #expect(answers.lastIndex(of: flat).map { tilts[$0] } == 55.5)
    }

    @Test("noise around the flat angle never flips between flat and upright", arguments: [false, true])
    func noisyFlatBoundary(faceDown: Bool) {
        for settleTilt in [30.0, 89.0] {
            let noisy = Trace.jitter(rotation: 180, tilt: 65, noise: 8, count: 400, seed: 7, faceDown: faceDown)
            let answers = Trace.classify([Trace.gravity(rotation: 180, tilt: settleTilt, faceDown: faceDown)] + noisy)
            #expect(Trace.changes(answers) == 0, "settled at \(settleTilt)°")
        }
    }

    @Test("without the flat band the same noise flip-flops")
    func noisyFlatBoundaryWithoutHysteresis() {
        let noisy = Trace.jitter(rotation: 180, tilt: 65, noise: 8, count: 400, seed: 7)
        let answers = Trace.classify(noisy, configuration: Self.noFlatBand)
        #expect(Trace.changes(answers) > 50)
    }

    @Test("a device lying flat keeps flat while it is turned on the table")
    func turnWhileFlat() {
        let readings = Trace.ramp(0, 360, step: 3).map { Trace.gravity(rotation: $0, tilt: 80) }
        #expect(Trace.runs(Trace.classify(readings)) == [.faceUp])
    }

    @Test("a device tilted back 60° (reading in bed) keeps its upright orientation")
    func readingPosture() {
        let noisy = Trace.jitter(rotation: 0, tilt: 60, noise: 4, count: 200, seed: 11)
        let answers = Trace.classify([Trace.gravity(rotation: 0)] + noisy)
        #expect(Trace.runs(answers) == [.portrait])
    }
}
