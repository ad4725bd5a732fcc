#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

/// Raw-value conversions from UIKit's orientation enums to the core types,
/// kept private to the observers (UIKIT-RULES.md, rules 1-2: the raw values
/// are identical, so the numbers are copied and only the names differ).
enum ObservationConversions {
    /// The core value of a `UIDeviceOrientation`; `unknown` for a value UIKit
    /// may add later.
    static func device(_ orientation: UIDeviceOrientation) -> DeviceOrientation {
        DeviceOrientation(rawValue: orientation.rawValue) ?? .unknown
    }

    /// The core value of a `UIInterfaceOrientation`; `unknown` for a value
    /// UIKit may add later.
    static func interface(_ orientation: UIInterfaceOrientation) -> InterfaceOrientation {
        InterfaceOrientation(rawValue: orientation.rawValue) ?? .unknown
    }
}
#endif
