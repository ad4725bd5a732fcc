/// The orientation of the app's user interface, with UIKit's raw values.
///
/// The raw values are those of `UIInterfaceOrientation`, so converting to UIKit
/// is a raw-value copy. Interface `landscapeLeft` is device `landscapeRight`
/// and the reverse (UIKitRules.md, rule 2).
public enum InterfaceOrientation: Int, Sendable, Hashable, CaseIterable, Codable {
    /// The orientation is not known yet.
    case unknown = 0
    /// Home button (or home indicator) at the bottom.
    case portrait = 1
    /// Home button (or home indicator) at the top.
    case portraitUpsideDown = 2
    /// Home button on the right: the device was turned to the left.
    case landscapeRight = 3
    /// Home button on the left: the device was turned to the right.
    case landscapeLeft = 4

    /// The four real orientations, in the tie-break order of choice rule 8:
    /// landscapeRight, landscapeLeft, portrait, portraitUpsideDown.
    public static let tieBreakOrder: [InterfaceOrientation] = [
        .landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown,
    ]

    /// True for `portrait` and `portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// True for `landscapeLeft` and `landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The single-orientation mask of this orientation; empty for `unknown`.
    public var mask: InterfaceOrientationMask {
        self == .unknown ? [] : InterfaceOrientationMask(rawValue: 1 << UInt(rawValue))
    }

    /// The device orientation that shows this interface orientation upright
    /// (rule 2: the raw number is kept, the landscape names swap).
    public var deviceOrientation: DeviceOrientation {
        DeviceOrientation(rawValue: rawValue) ?? .unknown
    }

    /// The angle of the interface, in quarter turns counter-clockwise from
    /// portrait: portrait 0, landscapeRight 1, portraitUpsideDown 2,
    /// landscapeLeft 3. `nil` for `unknown`.
    public var quarterTurns: Int? {
        switch self {
        case .unknown: nil
        case .portrait: 0
        case .landscapeRight: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        }
    }

    /// How many quarter turns (0, 1 or 2) separate this orientation from
    /// another one; `nil` when either is `unknown`.
    public func turns(to other: InterfaceOrientation) -> Int? {
        guard let a = quarterTurns, let b = other.quarterTurns else { return nil }
        let d = abs(a - b) % 4
        return min(d, 4 - d)
    }

    /// The name as UIKit spells it in Swift (`landscapeLeft`).
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    /// Parses a name as UIKit spells it (`landscapeLeft`), or the Info.plist
    /// spelling (`UIInterfaceOrientationLandscapeLeft`).
    public init?(name: String) {
        let plain =
            name.hasPrefix("UIInterfaceOrientation")
            ? String(name.dropFirst("UIInterfaceOrientation".count)) : name
        guard
            let found = InterfaceOrientation.allCases.first(where: {
                $0.name.lowercased() == plain.lowercased()
            })
        else { return nil }
        self = found
    }
}

extension InterfaceOrientation: CustomStringConvertible {
    /// The UIKit name, for example `landscapeLeft`.
    public var description: String { name }
}
