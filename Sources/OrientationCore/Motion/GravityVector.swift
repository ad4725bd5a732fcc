/// The direction of gravity in the device's own coordinates, in units of g,
/// as CoreMotion's `CMDeviceMotion.gravity` reports it.
///
/// Device axes: x points to the right edge of the screen, y to the top edge
/// (away from the home button), z out of the screen towards the viewer.
/// Gravity points to the ground, so:
///
/// | device orientation | gravity (x, y, z) |
/// |---|---|
/// | portrait | (0, -1, 0) |
/// | portraitUpsideDown | (0, 1, 0) |
/// | landscapeLeft (home button right) | (-1, 0, 0) |
/// | landscapeRight (home button left) | (1, 0, 0) |
/// | faceUp | (0, 0, -1) |
/// | faceDown | (0, 0, 1) |
public struct GravityVector: Sendable, Hashable {
    /// Component along the device's x axis (towards the right edge), in g.
    public var x: Double
    /// Component along the device's y axis (towards the top edge), in g.
    public var y: Double
    /// Component along the device's z axis (out of the screen), in g.
    public var z: Double

    /// A vector from its three components, in g.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// True when all three components are finite (no NaN, no infinity).
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    /// The length of the vector in g: about 1 for a device at rest.
    /// NaN or infinite when a component is.
    public var magnitude: Double { Self.length(x, y, z) }

    /// How far the screen leans back from upright, in degrees: 0 when gravity
    /// lies in the screen's plane (held upright), 90 when the device lies flat
    /// (screen up or down). NaN for non-finite input.
    public var tiltDegrees: Double {
        MotionMath.atan2Degrees(abs(z), Self.length(x, y, 0))
    }

    /// How far the device is turned clockwise (seen from the front) from
    /// upright portrait, in degrees in 0..<360: portrait 0, landscapeRight 90,
    /// portraitUpsideDown 180, landscapeLeft 270. Meaningless when the device
    /// lies flat; NaN for non-finite input.
    public var rotationDegrees: Double {
        let angle = MotionMath.atan2Degrees(x, -y)
        guard angle < 0 else { return angle }
        let turned = angle + 360
        return turned < 360 ? turned : 0
    }

    /// The Euclidean length, scaled first so that huge finite components do
    /// not overflow to infinity.
    private static func length(_ a: Double, _ b: Double, _ c: Double) -> Double {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale.isFinite, scale > 0 else { return scale.isNaN ? .nan : scale }
        let (p, q, r) = (a / scale, b / scale, c / scale)
        return scale * (p * p + q * q + r * r).squareRoot()
    }
}
