/// Turns gravity readings into a `DeviceOrientation`, with hysteresis.
///
/// Feed it CoreMotion's `CMDeviceMotion.gravity` (or any gravity vector in g,
/// in the device axes `GravityVector` describes) and it answers the physical
/// orientation, the way `UIDevice.orientation` would but independent of the
/// user's rotation lock and of orientation notifications:
///
/// - The device lies flat (`faceUp`, `faceDown`) when the screen leans back
///   at least `flatAngle` degrees from upright, with `flatHysteresis`.
/// - Otherwise the orientation is the upright one nearest to the device's
///   turn, except that the current orientation is kept until the turn passes
///   the 45-degree boundary by `rotationHysteresis` degrees, so a phone held
///   near 45 degrees does not flip back and forth.
/// - Non-finite readings and magnitudes outside `minimumMagnitude...
///   maximumMagnitude` are `unknown`, never a trap, and forget the current
///   orientation: the next valid reading is classified afresh.
///
/// The classifier is a pure value: the same readings from the same state
/// always give the same answers.
public struct DeviceOrientationClassifier: Sendable, Hashable {
    /// The thresholds in use, as given (they are normalized when used).
    public var configuration: Configuration {
        didSet { limits = configuration.normalized }
    }

    /// The orientation the last reading was classified as; `unknown` before
    /// the first reading, after an invalid one and after `reset()`.
    public private(set) var orientation: DeviceOrientation = .unknown

    private var limits: Configuration

    /// A classifier with the given thresholds, in the `unknown` state.
    public init(configuration: Configuration = .default) {
        self.configuration = configuration
        self.limits = configuration.normalized
    }

    /// Classifies one gravity reading, in g, updating the hysteresis state.
    public mutating func classify(x: Double, y: Double, z: Double) -> DeviceOrientation {
        classify(GravityVector(x: x, y: y, z: z))
    }

    /// Classifies one gravity reading, updating the hysteresis state.
    public mutating func classify(_ gravity: GravityVector) -> DeviceOrientation {
        orientation = Self.classify(gravity, from: orientation, limits: limits)
        return orientation
    }

    /// Forgets the current orientation: the next reading is classified
    /// without hysteresis.
    public mutating func reset() {
        orientation = .unknown
    }

    /// The orientation a reading shows, coming from `previous`.
    private static func classify(
        _ gravity: GravityVector,
        from previous: DeviceOrientation,
        limits: Configuration
    ) -> DeviceOrientation {
        guard gravity.isFinite else { return .unknown }
        let magnitude = gravity.magnitude
        guard magnitude.isFinite,
            magnitude >= limits.minimumMagnitude,
            magnitude <= limits.maximumMagnitude,
            magnitude > 0
        else { return .unknown }

        if gravity.z != 0, gravity.tiltDegrees >= flatThreshold(from: previous, limits: limits) {
            return gravity.z < 0 ? .faceUp : .faceDown
        }
        let rotation = gravity.rotationDegrees
        if let upright = previous.uprightRotationDegrees,
            MotionMath.angularDistance(rotation, upright) <= 45 + limits.rotationHysteresis
        {
            return previous
        }
        return DeviceOrientation.nearestUpright(toRotation: rotation)
    }

    /// The tilt from which the device counts as flat: lower when it already
    /// lies flat, higher when it is upright, the plain angle when unknown.
    private static func flatThreshold(from previous: DeviceOrientation, limits: Configuration) -> Double {
        switch previous {
        case .faceUp, .faceDown: limits.flatAngle - limits.flatHysteresis
        case .unknown: limits.flatAngle
        case .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight:
            limits.flatAngle + limits.flatHysteresis
        }
    }
}
