// The few libm functions the classifier needs, without importing Foundation:
// OrientationCore stays pure Swift on every platform.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// Angle helpers in degrees, shared by `GravityVector` and the classifier.
enum MotionMath {
    /// Degrees per radian.
    static let degreesPerRadian = 180 / Double.pi

    /// `atan2(y, x)` in degrees, in -180...180.
    static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        atan2(y, x) * degreesPerRadian
    }

    /// The smallest angle between two directions given in degrees, 0...180.
    /// Both inputs must be finite.
    static func angularDistance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }
}
