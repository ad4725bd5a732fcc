#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

// Conversions between the core's orientation types and UIKit's. The core
// types use UIKit's raw values, so every conversion is a raw-value copy.

extension UIInterfaceOrientationMask {
    /// The UIKit mask with the same orientations as a core mask.
    public init(_ mask: InterfaceOrientationMask) {
        self.init(rawValue: mask.rawValue)
    }
}

extension InterfaceOrientationMask {
    /// The core mask with the same orientations as a UIKit mask.
    public init(_ mask: UIInterfaceOrientationMask) {
        self.init(rawValue: mask.rawValue)
    }
}

extension UIInterfaceOrientation {
    /// The UIKit orientation with the same raw value as a core orientation.
    public init(_ orientation: InterfaceOrientation) {
        self = UIInterfaceOrientation(rawValue: orientation.rawValue) ?? .unknown
    }
}

extension InterfaceOrientation {
    /// The core orientation with the same raw value as a UIKit orientation;
    /// `unknown` for values UIKit may add later.
    public init(_ orientation: UIInterfaceOrientation) {
        self = InterfaceOrientation(rawValue: orientation.rawValue) ?? .unknown
    }
}

extension UIDeviceOrientation {
    /// The UIKit device orientation with the same raw value as a core one.
    public init(_ orientation: DeviceOrientation) {
        self = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .unknown
    }
}

extension DeviceOrientation {
    /// The core device orientation with the same raw value as UIKit's;
    /// `unknown` for values UIKit may add later.
    public init(_ orientation: UIDeviceOrientation) {
        self = DeviceOrientation(rawValue: orientation.rawValue) ?? .unknown
    }
}

extension PresentationStyle {
    /// The core presentation style with the same raw value as UIKit's;
    /// `.fullScreen` for `.none` and for styles UIKit may add later.
    public init(_ style: UIModalPresentationStyle) {
        self = PresentationStyle(rawValue: style.rawValue) ?? .fullScreen
    }
}
#endif
