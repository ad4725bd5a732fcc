import ArgumentParser
import OrientationTesting

/// The `--idiom` option's values.
enum IdiomOption: String, CaseIterable, ExpressibleByArgument {
    /// iPhone.
    case phone
    /// iPad.
    case pad

    /// The core idiom.
    var idiom: Idiom { self == .pad ? .pad : .phone }
}
