/// The physical orientation of the device, with `UIDeviceOrientation`'s raw
/// values (UIKitRules.md, rule 1).
public enum DeviceOrientation: Int, Sendable, Hashable, CaseIterable, Codable {
    /// Not known: orientation notifications are off, or the reading is unclear.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down, home button at the top.
    case portraitUpsideDown = 2
    /// Turned to the left: home button on the right.
    case landscapeLeft = 3
    /// Turned to the right: home button on the left.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// True for `faceUp` and `faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// True for the four orientations an interface can take (raw values 1-4).
    public var isValidInterfaceOrientation: Bool { (1...4).contains(rawValue) }

    /// True for `portrait` and `portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// True for `landscapeLeft` and `landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that is upright when the device is held this
    /// way, or `nil` for `unknown`, `faceUp` and `faceDown`, which leave the
    /// interface unchanged (rule 2). Device `landscapeLeft` is interface
    /// `landscapeRight`: the raw number is the same.
    public var interfaceOrientation: InterfaceOrientation? {
        isValidInterfaceOrientation ? InterfaceOrientation(rawValue: rawValue) : nil
    }

    /// The name as UIKit spells it in Swift (`faceUp`).
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    /// Parses a name as UIKit spells it (`landscapeLeft`, `faceUp`).
    public init?(name: String) {
        guard
            let found = DeviceOrientation.allCases.first(where: {
                $0.name.lowercased() == name.lowercased()
            })
        else { return nil }
        self = found
    }
}

extension DeviceOrientation: CustomStringConvertible {
    /// The UIKit name, for example `faceUp`.
    public var description: String { name }
}
