/// No redundant platform call (issue 17): each decision asks UIKit at most
/// once to read the supported orientations again and at most once for a
/// rotation; never when nothing changed, while the app is inactive or
/// while an interactive transition runs.
extension OrientationEngine {
    /// The commands of one decision, normalized:
    ///
    /// - `updateSupportedOrientations` only when the mask differs from the
    ///   one UIKit last read from the engine (``publishedMask``), at most
    ///   once, not while the app is inactive (it is sent when the app
    ///   becomes active) or while masks are ignored (UIKit does not read
    ///   them then);
    /// - from iOS 16, an update before a geometry request only when the
    ///   mask UIKit holds is not the engine's (rule 25: the request is
    ///   checked against the published mask);
    /// - below iOS 16, no update beside a legacy rotation, whose
    ///   `attemptRotationToDeviceOrientation()` asks afresh anyway (rule 22).
    func normalized(_ commands: [OrientationCommand]) -> [OrientationCommand] {
        let rotatesLegacy =
            !configuration.usesGeometryRequests
            && commands.contains { if case .legacyRotate = $0 { true } else { false } }
        let quiet = !isActive || isInteractiveTransitionInProgress || !platformHonoursMasks
        var result: [OrientationCommand] = []
        var updated = false
        for command in commands {
            switch command {
            case .updateSupportedOrientations:
                guard !updated, !quiet, !rotatesLegacy, answerNeedsPublishing else { continue }
                updated = true
                result.append(command)
            case .requestGeometryUpdate where configuration.usesGeometryRequests:
                if !updated, answerNeedsPublishing {
                    updated = true
                    result.append(.updateSupportedOrientations)
                }
                result.append(command)
            default:
                result.append(command)
            }
        }
        if updated { publishedMask = effectiveAnswer }
        return result
    }

    /// Tells the engine that UIKit just asked for the supported orientations
    /// and got ``supportedMask`` (a driver calls it from the app delegate's
    /// answer): UIKit holds that answer now, so no update is needed for it.
    /// `held`: what UIKit made of it (the answer intersected with the mask of
    /// the controller it asked, rule 16), when the driver knows; else the
    /// engine works it out from the owner masks it was told.
    public func supportedOrientationsWereRead(held: InterfaceOrientationMask? = nil) {
        guard platformHonoursMasks else { return }
        publishedMask = held ?? effectiveAnswer
    }

    /// What UIKit makes of the engine's answer now: the answer intersected
    /// with the mask of the controller it asks (rule 16), the one whose
    /// presentation still runs when there is one.
    var effectiveAnswer: InterfaceOrientationMask {
        guard let asked = transitionOwnerMask ?? ownerMask else { return supportedMask }
        let effective = supportedMask.intersection(asked)
        return effective.isEmpty ? supportedMask : effective
    }

    /// True when UIKit may hold another mask than what it would make of the
    /// engine's answer now, or when the engine does not know what it holds.
    var answerNeedsPublishing: Bool { publishedMask != effectiveAnswer }

    /// The app became active: UIKit is told of a mask that changed while it
    /// was inactive, then the rotation that waited runs. While an
    /// interactive transition runs, both wait for its end.
    func becameActive() -> [OrientationCommand] {
        isActive = true
        guard isInteractiveTransitionInProgress else { return [.updateSupportedOrientations] + flushDeferred() }
        // Asked before the gesture, it waits for its end and runs even if the
        // gesture is cancelled; one asked for during the gesture replaced it.
        if let target = deferredTarget, heldRotation == nil {
            heldRotation = HeldRotation(request: rotationRequest(for: target), survivesCancel: true)
        }
        deferredTarget = nil
        return []
    }
}
