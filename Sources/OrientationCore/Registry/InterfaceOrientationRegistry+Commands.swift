extension InterfaceOrientationRegistry {
    /// What a driver must do after the supported orientations changed from
    /// `previous` to ``supportedOrientations`` while the interface shows
    /// `current`.
    ///
    /// - Unchanged: nothing.
    /// - Changed and `current` still allowed (or unknown): ask UIKit again
    ///   (``OrientationCommand/updateSupportedOrientations``).
    /// - Changed and `current` no longer allowed: ask UIKit again, then
    ///   rotate into the new mask (``OrientationCommand/requestGeometryUpdate(_:)``,
    ///   checked against the mask just published, rule 25); below iOS 16 the
    ///   legacy path alone, whose last call asks UIKit again.
    ///   The legacy target is the allowed orientation needing the smallest
    ///   turn from `current` (ties in ``InterfaceOrientation/tieBreakOrder``).
    public func commands(
        afterChangeFrom previous: InterfaceOrientationMask,
        current: InterfaceOrientation
    ) -> [OrientationCommand] {
        let mask = supportedOrientations
        guard mask != previous else { return [] }
        return Self.commands(toAllow: mask, current: current)
    }

    /// What a driver must do once the app's answer became `allowed` while the
    /// interface shows `current`: ask UIKit again, and rotate into `allowed`
    /// when `current` is known and no longer in it. Used when the app
    /// delegate's answer (for example a joined UIKit engine's mask) differs from ``supportedOrientations``.
    public static func commands(
        toAllow allowed: InterfaceOrientationMask,
        current: InterfaceOrientation
    ) -> [OrientationCommand] {
        guard current != .unknown, !allowed.isEmpty, !allowed.contains(current) else {
            return [.updateSupportedOrientations]
        }
        return [.updateSupportedOrientations, .requestGeometryUpdate(allowed)]
    }

    /// The UIKit calls, in order, that carry out
    /// ``commands(afterChangeFrom:current:)`` on an iOS major version. Below
    /// iOS 16 a rotation targets the nearest allowed orientation
    /// (``nearest(in:to:)``) through the legacy path.
    public func platformCalls(
        afterChangeFrom previous: InterfaceOrientationMask,
        current: InterfaceOrientation,
        osMajorVersion: Int
    ) -> [PlatformCall] {
        Self.platformCalls(
            for: commands(afterChangeFrom: previous, current: current), current: current,
            osMajorVersion: osMajorVersion)
    }

    /// The UIKit calls, in order, that carry out ``commands(toAllow:current:)``.
    public static func platformCalls(
        toAllow allowed: InterfaceOrientationMask, current: InterfaceOrientation,
        osMajorVersion: Int
    ) -> [PlatformCall] {
        platformCalls(
            for: commands(toAllow: allowed, current: current), current: current,
            osMajorVersion: osMajorVersion)
    }

    private static func platformCalls(
        for commands: [OrientationCommand], current: InterfaceOrientation,
        osMajorVersion: Int
    ) -> [PlatformCall] {
        let rotates = commands.contains { if case .requestGeometryUpdate = $0 { true } else { false } }
        // Below 16 the legacy rotation's attemptRotationToDeviceOrientation() asks again by itself.
        let plan = osMajorVersion < 16 && rotates ? commands.filter { $0 != .updateSupportedOrientations } : commands
        return plan.flatMap { command -> [PlatformCall] in
            guard osMajorVersion < 16, case .requestGeometryUpdate(let mask) = command else {
                return command.platformCalls(osMajorVersion: osMajorVersion)
            }
            return OrientationCommand.legacyRotate(nearest(in: mask, to: current))
                .platformCalls(osMajorVersion: osMajorVersion)
        }
    }

    /// The orientation of `mask` needing the smallest turn from `current`;
    /// ties in ``InterfaceOrientation/tieBreakOrder``. Portrait for an empty mask.
    public static func nearest(
        in mask: InterfaceOrientationMask,
        to current: InterfaceOrientation
    ) -> InterfaceOrientation {
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
