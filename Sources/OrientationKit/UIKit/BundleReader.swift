#if canImport(UIKit) && os(iOS)
import Foundation
import OrientationDriver

/// Reads what the app's Info.plist says about orientation; which keys
/// count and how is the driver's `AppBundle(info:)`.
enum BundleReader {
    /// The facts of a bundle.
    static func read(_ bundle: Bundle) -> AppBundle {
        AppBundle(info: { bundle.object(forInfoDictionaryKey: $0) })
    }
}
#endif
