import Foundation
import OrientationCore
import Testing

/// Synthetic gravity readings and helpers shared by the classifier tests.
enum Trace {
    /// Gravity for a device turned `rotation` degrees clockwise from portrait
    /// and leaning back `tilt` degrees from upright (screen up, or screen down
    /// when `faceDown`), with the given magnitude in g.
    static func gravity(
        rotation: Double, tilt: Double = 0, faceDown: Bool = false, magnitude: Double = 1
    ) -> GravityVector {
        let r = rotation * .pi / 180
        let t = tilt * .pi / 180
        let inPlane = cos(t) * magnitude
        let out = sin(t) * magnitude
        return GravityVector(x: sin(r) * inPlane, y: -cos(r) * inPlane, z: faceDown ? out : -out)
    }

    /// Values from `from` to `to` in steps of `step` (both ends included).
    static func ramp(_ from: Double, _ to: Double, step: Double) -> [Double] {
        let count = Int(((to - from) / step).magnitude.rounded())
        let signed = to >= from ? step : -step
        return (0...count).map { from + Double($0) * signed }
    }

    /// Runs readings through one classifier and returns every answer.
    static func classify(
        _ readings: [GravityVector], configuration: DeviceOrientationClassifier.Configuration = .default
    ) -> [DeviceOrientation] {
        var classifier = DeviceOrientationClassifier(configuration: configuration)
        return readings.map { classifier.classify($0) }
    }

    /// The answers with consecutive repeats removed.
    static func runs(_ answers: [DeviceOrientation]) -> [DeviceOrientation] {
        answers.reduce(into: []) { result, next in
            if result.last != next { result.append(next) }
        }
    }

    /// How many times the answer changed between consecutive readings.
    static func changes(_ answers: [DeviceOrientation]) -> Int {
        max(0, runs(answers).count - 1)
    }

    /// `count` readings jittering uniformly within `noise` degrees around a
    /// rotation and a tilt, reproducibly from `seed`.
    static func jitter(
        rotation: Double, tilt: Double, noise: Double, count: Int, seed: UInt64, faceDown: Bool = false
    ) -> [GravityVector] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            gravity(
                rotation: rotation + Double.random(in: -noise...noise, using: &random),
                tilt: tilt + Double.random(in: -noise...noise, using: &random),
                faceDown: faceDown,
                magnitude: 1 + Double.random(in: -0.05...0.05, using: &random)
            )
        }
    }
}

/// A small seeded generator, so every noisy trace is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("DeviceOrientationClassifier trace helpers and GravityVector")
struct DeviceOrientationClassifierTraceTests {
    @Test("canonical gravity vectors have the documented angles")
    func canonicalAngles() {
        #expect(GravityVector(x: 0, y: -1, z: 0).rotationDegrees == 0)
        #expect(GravityVector(x: 1, y: 0, z: 0).rotationDegrees == 90)
        #expect(GravityVector(x: 0, y: 1, z: 0).rotationDegrees == 180)
        #expect(GravityVector(x: -1, y: 0, z: 0).rotationDegrees == 270)
        #expect(GravityVector(x: 0, y: -1, z: 0).tiltDegrees == 0)
        #expect(GravityVector(x: 0, y: 0, z: -1).tiltDegrees == 90)
        #expect(GravityVector(x: 0, y: 0, z: 1).tiltDegrees == 90)
        #expect(GravityVector(x: 0, y: -3, z: 4).magnitude == 5)
    }

    @Test("rotation stays in 0..<360 for readings just left of portrait")
    func rotationRange() {
        let angle = GravityVector(x: -1e-300, y: -1, z: 0).rotationDegrees
        #expect(angle >= 0 && angle < 360)
    }

    @Test("synthetic gravity matches the axis convention")
    func syntheticGravity() {
        let landscapeLeft = Trace.gravity(rotation: 270)
        #expect(abs(landscapeLeft.x + 1) < 1e-12 && abs(landscapeLeft.y) < 1e-12)
        let faceUp = Trace.gravity(rotation: 0, tilt: 90)
        #expect(abs(faceUp.z + 1) < 1e-12)
        #expect(Trace.changes([.portrait, .portrait, .faceUp, .portrait]) == 2)
    }
}
