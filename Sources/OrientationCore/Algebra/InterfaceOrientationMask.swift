/// A set of interface orientations, with `UIInterfaceOrientationMask`'s bits
/// (`1 << orientation.rawValue`, UIKitRules.md rule 3).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, Codable {
    /// The bits, identical to UIKit's.
    public let rawValue: UInt

    /// Creates a mask from UIKit's bits. Bits that name no orientation are dropped.
    public init(rawValue: UInt) { self.rawValue = rawValue & 0b11110 }

    /// Portrait only (2).
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait upside down only (4).
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape right only (8).
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape left only (16).
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations (24).
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// All four orientations (30).
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// All but portrait upside down (26).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
    /// Both portrait orientations (6).
    public static let portraitBoth: InterfaceOrientationMask = [.portrait, .portraitUpsideDown]

    /// The mask holding exactly one orientation (empty for `unknown`).
    public init(_ orientation: InterfaceOrientation) {
        self = orientation.mask
    }

    /// The mask holding the given orientations.
    public init<S: Sequence>(orientations: S) where S.Element == InterfaceOrientation {
        var raw: UInt = 0
        for o in orientations { raw |= o.mask.rawValue }
        self.init(rawValue: raw)
    }

    /// True when the orientation is in the mask (`unknown` never is).
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && rawValue & orientation.mask.rawValue != 0
    }

    /// The orientations in the mask, in raw-value order.
    public var orientations: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft].filter { contains($0) }
    }

    /// The number of orientations in the mask.
    public var count: Int { rawValue.nonzeroBitCount }

    /// True when the mask holds orientations and all of them are portrait.
    /// `[.portrait, .landscapeLeft]` is neither portrait nor landscape.
    public var isPortrait: Bool { !isEmpty && InterfaceOrientationMask.portraitBoth.isSuperset(of: self) }

    /// True when the mask holds orientations and all of them are landscape.
    public var isLandscape: Bool { !isEmpty && InterfaceOrientationMask.landscape.isSuperset(of: self) }

    /// True when at least one portrait orientation is allowed.
    public var allowsPortrait: Bool { !intersection(.portraitBoth).isEmpty }

    /// True when at least one landscape orientation is allowed.
    public var allowsLandscape: Bool { !intersection(.landscape).isEmpty }

    /// The names as UIKit spells them, in raw-value order.
    public var names: [String] { orientations.map(\.name) }
}

extension InterfaceOrientationMask: CustomStringConvertible {
    /// A readable list such as `[portrait, landscapeLeft]`.
    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
