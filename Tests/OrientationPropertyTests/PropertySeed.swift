import Foundation
import PropertyBased

/// Which cases the property runs check: `ORIENTATION_PROPERTY_SEED`.
///
/// Unset: a fixed seed, the same cases every run (`swift test`, CI).
/// `random`: fresh seeds each run, with shrinking (exploring, long runs).
/// A number: the fixed seed it names.
enum PropertySeed {
    case fixed((UInt64, UInt64, UInt64, UInt64))
    case random

    /// The seed of the runs `swift test` makes by default.
    static let defaultSeed: UInt64 = 0x5EED_0F_0212

    static var current: PropertySeed {
        let value = ProcessInfo.processInfo.environment["ORIENTATION_PROPERTY_SEED"]
        if value == "random" { return .random }
        let seed = value.flatMap(UInt64.init) ?? defaultSeed
        return .fixed((seed, seed ^ 0x9E37_79B9_7F4A_7C15, seed &* 31 &+ 7, ~seed))
    }
}
