/// Observe, don't assume (issue 12 item 5): the platform's reports of the
/// orientation its scene shows are compared with what the engine asked for.
extension OrientationEngine {
    /// The platform reports the interface orientation its scene shows (a
    /// geometry callback, the end of a size transition). The report settles
    /// the last rotation request:
    ///
    /// - While a transition settles, UIKit may have turned the interface by
    ///   itself (rule 23 is uncertain): the chosen orientation is asked for
    ///   once more, and only once.
    /// - Otherwise a request the system accepted but did not carry out (the
    ///   scene settled elsewhere or never moved) is `ORI-413`; the engine
    ///   believes the scene and does not ask again until something changes.
    /// - An orientation the deciding screen does not allow, when the scene
    ///   turns there, is `ORI-405` where masks are honoured, a refusal by
    ///   the environment where not.
    /// - A turn while the engine held the orientation lock preference means
    ///   the scene did not hold it (`ORI-412`).
    func platformReported(_ orientation: InterfaceOrientation) -> [OrientationCommand] {
        guard orientation != .unknown else { return [] }
        let settling = settlingTarget
        settlingTarget = nil
        let requested = sceneState.pendingRequest
        sceneState.pendingRequest = nil
        let previous = currentOrientation
        let heldLock = prefersOrientationLock
        setCurrent(orientation)
        if let target = settling, target != orientation, isActive, platformHonoursMasks,
            supportedMask.contains(target)
        {
            // UIKit turned the interface by itself while a transition
            // settled (rule 23 is uncertain): bring the chosen one back, once.
            return rotate(to: target)
        }
        if let requested { settleReported(orientation, requested: requested) }
        if let requested, requested != orientation {
            sceneState.unheededRequest = requested
            refuse(
                .requestNotCarriedOut, code: .platformRequestNotCarriedOut, shown: orientation, wanted: requested.mask,
                "The system accepted the rotation to \(requested) but the scene shows \(orientation); the engine follows the scene and does not ask again until the device, the scene or the deciding screen changes."
            )
            return []
        }
        if heldLock, let previous, previous != orientation {
            refuse(
                .orientationLockNotHeld, code: .platformOrientationLockNotHeld, shown: orientation,
                wanted: previous.mask,
                "The scene did not hold the orientation lock preference: it turned from \(previous) to \(orientation) (\(sceneState.conditions))."
            )
            return []
        }
        guard !supportedMask.contains(orientation) else { return [] }
        if platformHonoursMasks {
            // Reported once, when the scene turns there.
            guard orientation != previous else { return [] }
            diagnostics.append(
                OrientationDiagnostic(
                    .platformOrientationNotHonoured,
                    "The interface shows \(orientation), which \(decidingScreen?.description ?? "the app") does not allow (\(supportedMask))."
                ))
        } else if orientation != previous {
            refuseIgnoredPolicy(target: nil, shown: orientation)
        }
        return []
    }

    /// True when a refusal with code 101 comes from the scene's windowing
    /// mode rather than from the masks: the scene is known to ignore masks,
    /// or runs where the system may resize it (an iPad window, a resizable
    /// iPhone scene), or the message says so. The localized message alone
    /// never decides (finding 14).
    func refusalMeansWindowing(message: String) -> Bool {
        let conditions = sceneState.conditions
        if !conditions.honoursMasks { return true }
        switch conditions.environment {
        case .windowed, .resizable, .mirroring, .phoneOnPad, .duoInner: return true
        case .fullScreen, .duoOuter: return message.lowercased().containsText("windowing mode")
        }
    }

    /// A geometry request failed. The request is settled (no report will
    /// match it); a refusal because of the windowing mode also teaches the
    /// engine that this scene ignores masks until it changes.
    func geometryRequestFailed(code: Int, message: String) -> [OrientationCommand] {
        let requested = sceneState.pendingRequest
        sceneState.pendingRequest = nil
        // A refused request is not asked again when the scene reports.
        settlingTarget = nil
        let isWindowing = code == 101 && refusalMeansWindowing(message: message)
        if isWindowing {
            sceneState.masksIgnoredObserved = true
            publishedMask = nil
        }
        let diagnosticCode: OrientationDiagnosticCode
        if isWindowing {
            diagnosticCode =
                sceneState.conditions.environment.isIPadMultitasking
                ? .platformMultitaskingIgnoresLocks : .platformEnvironmentIgnoresPolicy
        } else {
            diagnosticCode = code == 101 ? .platformGeometryRequestDenied : .platformGeometryRequestFailed
        }
        refuse(
            isWindowing ? .environmentIgnoresOrientations : .geometryRequestDenied, code: diagnosticCode,
            shown: nil, wanted: requested?.mask,
            "The system refused the rotation (UISceneErrorDomain \(code)): \(message)")
        if let requested, let open = rotations.open, open.orientation == requested {
            settle(
                open,
                isWindowing
                    ? .ignoredByEnvironment(sceneState.conditions)
                    : .refused(.geometryRequestDenied(code: code, message: message)))
        }
        return []
    }
}
