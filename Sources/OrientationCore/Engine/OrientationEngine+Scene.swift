/// What the engine knows about its window's scene (rules 60-79): whether it
/// honours masks and the orientation lock preference now, what it learned
/// from refusals, the rotation it asked for and has not seen carried out.
struct EngineSceneState: Sendable, Hashable {
    /// The last conditions the driver reported.
    var conditions = SceneConditions()
    /// True after the system refused a geometry request because of its
    /// windowing mode: masks are ignored until the scene changes (observe,
    /// don't assume).
    var masksIgnoredObserved = false
    /// The orientation of the last rotation request, until the platform
    /// reports where the scene settled (issue 12 item 5).
    var pendingRequest: InterfaceOrientation?
    /// A request the system accepted and did not carry out: not asked again
    /// until something changes (the device, the scene, the deciding screen,
    /// the app's own request).
    var unheededRequest: InterfaceOrientation?
    /// The refusals of the last event.
    var refusals: [OrientationRefusal] = []
    /// The scene started honouring masks again during an interactive
    /// transition: the engine decides again when it ends.
    var reevaluateAfterGesture = false
}

extension OrientationEngine {
    /// The scene's conditions as the driver last reported them.
    public var sceneConditions: SceneConditions { sceneState.conditions }

    /// The refusals noticed while handling the last event: each names the
    /// screen, what it wanted, what the scene shows and the diagnostic.
    public var refusals: [OrientationRefusal] { sceneState.refusals }

    /// True when the platform honours the app's masks in this scene now:
    /// the configuration allows it, the scene's conditions say so, and no
    /// refusal since the scene last changed said otherwise.
    public var platformHonoursMasks: Bool {
        configuration.platformHonoursMasks && sceneState.conditions.honoursMasks && !sceneState.masksIgnoredObserved
    }

    /// What `prefersInterfaceOrientationLocked` should answer for the
    /// deciding screen (iOS 26+, rule 68): true when masks are ignored here,
    /// the scene can still hold the lock preference, the deciding policy is
    /// locked and the interface already shows the locked orientation (the
    /// preference freezes the current orientation; it cannot choose one).
    public var prefersOrientationLock: Bool {
        guard configuration.osMajorVersion >= 26, !platformHonoursMasks,
            sceneState.conditions.honoursOrientationLock,
            let locked = resolution.policy?.locked, let current = currentOrientation
        else { return false }
        return current == locked
    }

    /// A rotation request the engine made and has not seen settle, if any.
    public var awaitingGeometry: InterfaceOrientation? { sceneState.pendingRequest }

    /// The driver re-detected the scene (a resize, a fold, an unfold, a move
    /// to another screen). When masks start being ignored the engine says
    /// so; when they are honoured again it asks UIKit again and rotates to
    /// the deciding screen's choice.
    func sceneChanged(_ new: SceneConditions) -> [OrientationCommand] {
        guard new != sceneState.conditions else { return [] }
        let honouredBefore = platformHonoursMasks
        let lockBefore = prefersOrientationLock
        sceneState.conditions = new
        sceneState.masksIgnoredObserved = false
        sceneState.unheededRequest = nil
        guard currentOrientation != nil else { return [] }
        if lockBefore && !new.honoursOrientationLock {
            refuse(
                .orientationLockNotHeld, code: .platformOrientationLockNotHeld, shown: currentOrientation,
                "\(new) no longer meets the conditions of the orientation lock preference (centred, the size of the screen, not covered); \(decidingName) can turn again."
            )
        }
        let honouredNow = platformHonoursMasks
        // A scene that honours masks reads them again as it changes (a
        // resize, a fold, rule 66): UIKit holds the engine's answer, no
        // update is needed. One that ignores them holds nothing the engine knows.
        publishedMask = honouredNow ? effectiveAnswer : nil
        if honouredBefore && !honouredNow {
            diagnostics.append(
                OrientationDiagnostic(
                    .platformSceneEnvironmentChanged,
                    "\(new) ignores supported orientations from now on: \(decidingName)'s \(policyText) is only a preference."
                ))
        } else if !honouredBefore && honouredNow {
            diagnostics.append(
                OrientationDiagnostic(
                    .platformSceneEnvironmentChanged,
                    "\(new) honours supported orientations again: \(decidingName)'s \(policyText) applies."))
            guard !isInteractiveTransitionInProgress else {
                sceneState.reevaluateAfterGesture = true
                return []
            }
            let target = choiceInputs(for: resolution, uncovered: nil, keepCurrentFirst: true).choose()
            lastChoice = target
            return rotate(to: target.orientation)
        }
        return []
    }

    /// Completes the commands of one event: records the rotation asked for
    /// (to reconcile with the scene's report) and tells UIKit when the
    /// orientation lock preference changed: before any rotation when it is
    /// released, after everything when it is taken.
    func finishing(_ commands: [OrientationCommand], lockBefore: Bool) -> [OrientationCommand] {
        let commands = normalized(commands)
        if let target = commands.compactMap(\.requestedOrientation).last {
            sceneState.pendingRequest = target
            _ = rotationRequest(for: target)
        }
        let lockNow = prefersOrientationLock
        guard lockNow != lockBefore else { return commands }
        if !lockNow { return [.updateOrientationLockPreference] + commands }
        diagnostics.append(
            OrientationDiagnostic(
                .platformOrientationLockRequested,
                "\(ignoringName) ignores supported orientations; \(decidingName) keeps \(currentOrientation?.description ?? "its orientation") with the orientation lock preference instead."
            ))
        return commands + [.updateOrientationLockPreference]
    }

    /// Records a refusal and its diagnostic.
    func refuse(
        _ reason: OrientationRefusal.Reason, code: OrientationDiagnosticCode, shown: InterfaceOrientation?,
        wanted: InterfaceOrientationMask? = nil, _ message: String
    ) {
        let diagnostic = OrientationDiagnostic(code, message)
        diagnostics.append(diagnostic)
        sceneState.refusals.append(
            OrientationRefusal(
                reason: reason, screen: decidingScreen, wanted: wanted ?? supportedMask, shown: shown,
                scene: sceneState.conditions, diagnostic: diagnostic))
    }

    /// The scene ignores the deciding screen's policy: `ORI-401` where the
    /// iPad multitasking rules apply, `ORI-410` in the iOS 27 resizable
    /// environments. `target` is the orientation the engine wanted, `shown`
    /// what the scene shows.
    func refuseIgnoredPolicy(target: InterfaceOrientation?, shown: InterfaceOrientation?) {
        let conditions = sceneState.conditions
        let showing = shown.map { "the interface shows \($0)" } ?? "the interface stays as it is"
        let locked = resolution.policy?.locked
        let wanted: String
        if let wish = target ?? locked {
            wanted = "wants \(wish)" + (locked == wish ? " (locked)" : "")
        } else {
            wanted = "allows only \(supportedMask)"
        }
        if conditions.environment.isIPadMultitasking {
            refuse(
                .environmentIgnoresOrientations, code: .platformMultitaskingIgnoresLocks, shown: shown,
                wanted: target?.mask,
                "\(decidingName) \(wanted), but the windowing mode ignores orientation locks (iPad multitasking, Stage Manager or a resizable scene); \(showing). \(lockHint)\(multitaskingAdvice)"
            )
            return
        }
        refuse(
            .environmentIgnoresOrientations, code: .platformEnvironmentIgnoresPolicy, shown: shown,
            wanted: target?.mask,
            "\(decidingName) \(wanted), but \(conditions) ignores supported orientations; \(showing). \(lockAdvice)")
    }

    /// Who ignores the masks, for messages.
    var ignoringName: String {
        sceneState.conditions.environment.isIPadMultitasking ? "iPad multitasking" : sceneState.conditions.description
    }

    /// The deciding screen's name for messages.
    var decidingName: String { decidingScreen?.description ?? "the app" }

    /// The deciding policy for messages: "locked to landscapeRight", "[portrait]".
    var policyText: String {
        if let locked = resolution.policy?.locked { return "lock to \(locked)" }
        return "orientations \(supportedMask)"
    }

    private var multitaskingAdvice: String {
        configuration.osMajorVersion >= 27
            ? "From iPadOS 27 only UIRequiresFullScreen (deprecated) keeps orientations, with discrete resizing."
            : "Set UIRequiresFullScreen or leave out an orientation to opt out."
    }

    private var lockAdvice: String {
        lockHint.isEmpty ? "Lay the screen out for any size (size classes, the scene's geometry)." : lockHint
    }

    /// "Once the scene shows landscapeRight, ..." where the lock preference can hold.
    private var lockHint: String {
        guard configuration.osMajorVersion >= 26, sceneState.conditions.honoursOrientationLock,
            let locked = resolution.policy?.locked
        else { return "" }
        return "Once the scene shows \(locked), the orientation lock preference keeps it there. "
    }
}

extension OrientationCommand {
    /// The orientation a rotation command asks for, if it is one.
    var requestedOrientation: InterfaceOrientation? {
        switch self {
        case .requestGeometryUpdate(let mask): mask.orientations.count == 1 ? mask.orientations.first : nil
        case .legacyRotate(let orientation): orientation
        case .updateSupportedOrientations, .updateOrientationLockPreference: nil
        }
    }
}

extension OrientationEngine {
    /// Clears the last event's refusals; the user or the app acting again
    /// (a device rotation, an explicit request, a return to the foreground)
    /// lifts the "do not ask again" of an unheeded request.
    func prepare(for event: OrientationEvent) {
        sceneState.refusals = []
        switch event {
        case .deviceRotated(let device) where device.interfaceOrientation != nil:
            sceneState.unheededRequest = nil
            // The user turned the device before the scene reported the
            // rotation asked for: it no longer settles that request.
            if let pending = sceneState.pendingRequest, rotations.open?.orientation == pending {
                settleOpenRotation(.superseded)
            }
            sceneState.pendingRequest = nil
        case .rotationRequested, .appBecameActive:
            sceneState.unheededRequest = nil
        default:
            break
        }
    }
}
