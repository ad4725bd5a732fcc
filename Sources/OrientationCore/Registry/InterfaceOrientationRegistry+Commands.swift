extension InterfaceOrientationRegistry {
    /// What a driver must do after the supported orientations changed from
    /// `previous` to ``supportedOrientations`` while the interface shows
    /// `current`.
    ///
    /// - Unchanged: nothing.
    /// - Changed and `current` still allowed (or unknown): ask UIKit again
    ///   (``OrientationCommand/updateSupportedOrientations``).
    /// - Changed and `current` no longer allowed: rotate into the new mask
    ///   (``OrientationCommand/requestGeometryUpdate(_:)``, whose platform plan
    ///   asks UIKit again first, and falls back to the legacy path below iOS 16).
    ///   The legacy target is the allowed orientation needing the smallest
    ///   turn from `current` (ties in ``InterfaceOrientation/tieBreakOrder``).
    public func commands(afterChangeFrom previous: InterfaceOrientationMask,
                         current: InterfaceOrientation) -> [OrientationCommand] {
        let mask = supportedOrientations
        guard mask != previous else { return [] }
        guard current != .unknown, !mask.contains(current) else { return [.updateSupportedOrientations] }
        return [.requestGeometryUpdate(mask)]
    }

    /// The UIKit calls, in order, that carry out
    /// ``commands(afterChangeFrom:current:)`` on an iOS major version. Below
    /// iOS 16 a rotation targets the nearest allowed orientation
    /// (``nearest(in:to:)``) through the legacy path.
    public func platformCalls(afterChangeFrom previous: InterfaceOrientationMask,
                              current: InterfaceOrientation,
                              osMajorVersion: Int) -> [PlatformCall] {
        commands(afterChangeFrom: previous, current: current).flatMap { command -> [PlatformCall] in
            guard osMajorVersion < 16, case .requestGeometryUpdate(let mask) = command else {
                return command.platformCalls(osMajorVersion: osMajorVersion)
            }
            return OrientationCommand.legacyRotate(Self.nearest(in: mask, to: current))
                .platformCalls(osMajorVersion: osMajorVersion)
        }
    }

    /// The orientation of `mask` needing the smallest turn from `current`;
    /// ties in ``InterfaceOrientation/tieBreakOrder``. Portrait for an empty mask.
    public static func nearest(in mask: InterfaceOrientationMask,
                               to current: InterfaceOrientation) -> InterfaceOrientation {
        var best: InterfaceOrientation?
        var bestTurns = Int.max
        for candidate in InterfaceOrientation.tieBreakOrder where mask.contains(candidate) {
            let turns = candidate.turns(to: current) ?? 0
            if turns < bestTurns {
                best = candidate
                bestTurns = turns
            }
        }
        return best ?? .portrait
    }
}
