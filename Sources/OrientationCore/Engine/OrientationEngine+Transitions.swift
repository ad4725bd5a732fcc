/// How the engine reacts to each kind of event (choice rules (Architecture.md) 1-8).
extension OrientationEngine {

    /// The window's screens changed: adopts them, then decides. `requested`
    /// is the app's rotation that waited for an interactive transition: it
    /// wins over the choice rules when the new screens allow it.
    /// `afterGesture`: the screens were held while the user's finger drove
    /// the transition, so UIKit, finishing it, read the answer held then.
    func screensChanged(
        _ newTree: ScreenTree, requested: RotationRequest? = nil,
        afterGesture: Bool = false, previous: PreviousScreens
    ) -> [OrientationCommand] {
        var adoption = adopt(newTree, previous: previous)
        if afterGesture { adoption.inTransition = false }
        if let silent = adoptedDuringGesture {
            adoptedDuringGesture = nil
            if !adoption.changedDecider { adoption.uncovered = silent.uncovered }
            adoption.changedDecider = adoption.changedDecider || silent.changedDecider
        }
        var requested = requested
        if let waiting = requested, waiting.origin == .library {
            // The engine's own rotation, decided before the gesture: the
            // screens it leaves decide afresh.
            settle(waiting, .superseded)
            requested = nil
        } else if let waiting = requested, !accepts(waiting) {
            _ = rotationRequested(waiting)
            requested = nil
        }
        return decide(adoption, requested: requested)
    }

    /// What adopting new screens changed.
    struct Adoption {
        /// Another screen decides (or the app launches).
        var changedDecider: Bool
        /// The engine has not shown anything yet.
        var launching: Bool
        /// What the new deciding screen showed when it was covered (choice rule 3).
        var uncovered: InterfaceOrientation?
        /// The mask before.
        var oldMask: InterfaceOrientationMask
        /// A presentation or dismissal is under way in the new screens.
        var inTransition = false
        /// The one under way in the old screens has ended.
        var transitionEnded = false
    }

    /// Takes the new screens: covered orientations, remembered ones, pins
    /// and the resolution; asks for nothing. `previous` describes the
    /// screens the engine held until now.
    func adopt(_ newTree: ScreenTree, previous: PreviousScreens) -> Adoption {
        let oldResolution = resolution
        let oldMask = resolution.mask
        let launching = currentOrientation == nil
        // A tree derived from the one held (edited in place or copied and
        // changed) loses no screen: nodes are only ever added.
        let derived = newTree.changes.firstChanged(since: previous.baseline) != nil
        let ended = derived ? newTree.changes.ended : []
        tree = newTree
        if !derived { forgetScreensNotIn(newTree) }

        var next = resolveTree()
        let changedDecider = next.deciding != oldResolution.deciding || launching
        var uncovered: InterfaceOrientation?
        if changedDecider, let current = currentOrientation {
            if let old = oldResolution.deciding {
                let stillThere = newTree.index(of: old, hint: oldResolution.decidingIndex)
                if stillThere != nil { coveredOrientations[old] = current }
                // The policy in force as the screen stops deciding counts:
                // one changed during an interactive transition reaches the
                // engine only when the transition ends, with the new screens.
                remember(current, for: stillThere.map { newTree.nodes[$0].policy } ?? previous.decidingPolicy)
            }
            if let new = next.deciding {
                uncovered = coveredOrientations.removeValue(forKey: new)
                if next.policy?.matchesPresenting == true, pinnedOrientations[new] == nil {
                    pinnedOrientations[new] = current
                    next = resolveTree()
                }
            }
        }
        // Screens dismissed by an edit in place stay among the nodes: they
        // are forgotten as a new snapshot's missing screens are.
        if !ended.isEmpty { forgetScreens(dismissedAt: ended) }
        resolution = next
        diagnostics += next.diagnostics
        let wasInTransition = previous.inTransition
        let inTransition = newTree.hasTransitionInProgress
        return Adoption(
            changedDecider: changedDecider, launching: launching, uncovered: uncovered, oldMask: oldMask,
            inTransition: inTransition, transitionEnded: wasInTransition && !inTransition)
    }

    /// The decision for adopted screens: the orientation to show (choice
    /// rules 1-8, or the app's waiting request) and the commands.
    func decide(_ adoption: Adoption, requested: RotationRequest?) -> [OrientationCommand] {
        let next = resolution
        let (changedDecider, launching, uncovered) = (adoption.changedDecider, adoption.launching, adoption.uncovered)
        var commands: [OrientationCommand] = []
        // From iOS 16 UIKit asks again by itself as a presentation or
        // dismissal finishes (rule 21): it read the answer of the screens
        // of the transition, and needs no update for it.
        let rereadsItself = configuration.usesGeometryRequests
        if isAnsweringUIKit { publishedMask = effectiveAnswer }
        if answerNeedsPublishing && !launching && !(rereadsItself && adoption.inTransition) {
            commands.append(.updateSupportedOrientations)
        }
        let waited = adoption.transitionEnded ? rotationAfterTransition : nil
        if adoption.transitionEnded || !adoption.inTransition { rotationAfterTransition = nil }
        let target: OrientationChoice
        if let requested {
            target = OrientationChoice(orientation: requested.orientation, rule: .preferred)
        } else if let waited, next.mask.contains(waited) {
            target = OrientationChoice(orientation: waited, rule: .preferred)
        } else if changedDecider {
            target = choiceInputs(for: next, uncovered: uncovered).choose()
        } else if let current = currentOrientation, next.mask.contains(current) {
            target = OrientationChoice(orientation: current, rule: .current)
        } else {
            target = choiceInputs(for: next, uncovered: nil, keepCurrentFirst: true).choose()
        }
        lastChoice = target
        if changedDecider { sceneState.unheededRequest = nil }
        if changedDecider && !launching { settlingTarget = target.orientation }
        if launching {
            publishedMask = effectiveAnswer
            // UIKit sets up in portrait and rotates before showing the window;
            // only when it has a choice does the engine need to steer it.
            // Where masks are ignored UIKit lands on the device's orientation.
            currentOrientation = deviceLanding(in: platformHonoursMasks ? next.mask : configuration.deviceMask)
            if target.orientation != currentOrientation {
                commands += rotate(to: target.orientation)
            }
            return commands
        }
        if adoption.inTransition, let asked = transitionOwnerMask, !asked.contains(target.orientation),
            target.orientation != currentOrientation
        {
            // Until the transition ends UIKit asks a controller that does
            // not allow the target, and would refuse the request (rule 25):
            // it is asked for once the transition ends.
            rotationAfterTransition = target.orientation
            return commands
        }
        commands += rotate(to: target.orientation)
        return reassertingTarget(commands, target: target.orientation)
    }

    /// Keeps the target when UIKit's update could turn the interface to the
    /// device instead: when the device's orientation is allowed but is not
    /// the target (a screen uncovered in landscape while the device is held
    /// upright).
    ///
    /// - Below iOS 16 the update is `attemptRotationToDeviceOrientation()`,
    ///   which turns to the device's orientation whenever it is allowed
    ///   (UIKitRules.md rule 22): the bare update is replaced by the legacy
    ///   rotation to the target, whose last call is the same attempt.
    /// - From iOS 16, whether `setNeedsUpdateOfSupportedInterfaceOrientations`
    ///   follows the device is uncertain (rule 23): a geometry request for the
    ///   target follows the update. When UIKit keeps the orientation it is a
    ///   no-op; when UIKit follows the device, it brings the target back.
    func reassertingTarget(_ commands: [OrientationCommand], target: InterfaceOrientation) -> [OrientationCommand] {
        guard isActive, platformHonoursMasks, target == currentOrientation,
            let device = deviceOrientation.interfaceOrientation, device != target,
            supportedMask.contains(device), supportedMask.contains(target),
            let update = commands.firstIndex(of: .updateSupportedOrientations),
            !commands.contains(.legacyRotate(target)), !commands.contains(.requestGeometryUpdate(target.mask))
        else { return commands }
        var result = commands
        if configuration.usesGeometryRequests {
            result.insert(.requestGeometryUpdate(target.mask), at: update + 1)
        } else {
            result[update] = .legacyRotate(target)
        }
        return result
    }

    func deviceRotated(_ device: DeviceOrientation) -> [OrientationCommand] {
        // A locked device reports no rotation (UIKIT rule 56): one that
        // reports another orientation is not locked.
        if isDeviceRotationLocked, device != deviceOrientation, device.interfaceOrientation != nil {
            isDeviceRotationLocked = false
        }
        deviceOrientation = device
        if device.interfaceOrientation != nil { settlingTarget = nil }
        guard let interface = device.interfaceOrientation, currentOrientation != nil else { return [] }
        // Rule 65: a mirrored iPhone is locked; turning it turns nothing.
        if sceneState.conditions.environment == .mirroring { return [] }
        if !platformHonoursMasks {
            // The orientation lock preference, when the scene holds it,
            // keeps the interface where it is (rule 68).
            if prefersOrientationLock { return [] }
            setCurrent(interface)
            if !supportedMask.contains(interface) { refuseIgnoredPolicy(target: nil, shown: interface) }
            return []
        }
        // Rule 19: the interface follows the device when the mask allows it.
        if supportedMask.contains(interface) { setCurrent(interface) }
        return []
    }

    /// True when the app's request can run now: its screen is on screen
    /// (or none was named) and the deciding screen allows the orientation.
    func accepts(_ request: RotationRequest) -> Bool {
        if let screen = request.screen, screen != decidingScreen, !isOnVisiblePath(screen) { return false }
        return supportedMask.contains(request.orientation)
    }

    func rotationRequested(_ request: RotationRequest) -> [OrientationCommand] {
        let orientation = request.orientation
        settlingTarget = nil
        if let screen = request.screen, screen != decidingScreen, !isOnVisiblePath(screen) {
            diagnostics.append(
                OrientationDiagnostic(
                    .engineRotationForHiddenScreen,
                    "A rotation to \(orientation) was asked for \(screen), which is not on screen; ignored."))
            settle(request, .refused(.screenNotShown))
            return []
        }
        guard supportedMask.contains(orientation) else {
            diagnostics.append(
                OrientationDiagnostic(
                    .engineRotationNotAllowed,
                    "A rotation to \(orientation) was asked for, but \(decidingScreen?.description ?? "the app") allows only \(supportedMask); ignored. Change the screen's policy first."
                ))
            settle(request, .refused(.notAllowed(supportedMask)))
            return []
        }
        lastChoice = OrientationChoice(orientation: orientation, rule: .preferred)
        begin(request)
        return rotate(to: orientation)
    }

    func flushDeferred() -> [OrientationCommand] {
        guard let target = deferredTarget else { return [] }
        deferredTarget = nil
        guard supportedMask.contains(target) else {
            return rotate(
                to: choiceInputs(for: resolution, uncovered: nil, keepCurrentFirst: true).choose().orientation)
        }
        return rotate(to: target)
    }
}
