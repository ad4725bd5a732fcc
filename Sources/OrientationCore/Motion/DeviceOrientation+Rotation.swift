extension DeviceOrientation {
    /// The clockwise turn from portrait, in degrees, at which this orientation
    /// is upright (see `GravityVector.rotationDegrees`); `nil` for `unknown`,
    /// `faceUp` and `faceDown`.
    var uprightRotationDegrees: Double? {
        switch self {
        case .portrait: 0
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        case .landscapeLeft: 270
        case .unknown, .faceUp, .faceDown: nil
        }
    }

    /// The upright orientation nearest to a clockwise turn from portrait in
    /// degrees (0..<360), without hysteresis. Boundaries at 45, 135, 225 and
    /// 315 degrees belong to the orientation clockwise of them.
    static func nearestUpright(toRotation degrees: Double) -> DeviceOrientation {
        if degrees < 45 || degrees >= 315 { return .portrait }
        if degrees < 135 { return .landscapeRight }
        if degrees < 225 { return .portraitUpsideDown }
        return .landscapeLeft
    }
}
