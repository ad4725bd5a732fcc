/// A rotation waiting for an interactive transition to end.
struct HeldRotation: Hashable {
    /// The request.
    var request: RotationRequest
    /// True for a rotation asked for before the transition began (it
    /// waited for the app to become active): a cancelled transition does
    /// not drop it.
    var survivesCancel = false
    /// The orientation asked for.
    var orientation: InterfaceOrientation { request.orientation }
}

/// Interactive pops and sheet dismissals (UIKIT rule 57): while the user's
/// finger drives one, nothing turns and no call is made. The screens
/// reported meanwhile are held, the app delegate keeps answering the mask
/// of the screens shown when the gesture began, and rotations asked for
/// wait. A finished transition applies them; a cancelled one drops the
/// rotations asked for during it. A presentation or dismissal that
/// completes meanwhile changes the controller UIKit asks, which reads the
/// answer for it at once (rules 18, 39): the answer then follows the new
/// screens, still without a call.
extension OrientationEngine {
    func interactiveTransitionBegan() -> [OrientationCommand] {
        isInteractiveTransitionInProgress = true
        settlingTarget = nil
        return []
    }

    func interactiveTransitionEnded(cancelled: Bool) -> [OrientationCommand] {
        guard isInteractiveTransitionInProgress else { return [] }
        isInteractiveTransitionInProgress = false
        let screens = heldTree
        // A held request superseded meanwhile has ended already.
        let rotation = heldRotation.flatMap { rotations.open?.id == $0.request.id ? $0 : nil }
        heldTree = nil
        heldRotation = nil
        let rescan = sceneState.reevaluateAfterGesture
        sceneState.reevaluateAfterGesture = false
        if cancelled, let before = stateBeforeGesture {
            // The window is as before the gesture: so is what the engine
            // adopted meanwhile (covered orientations, pins).
            (tree, resolution, coveredOrientations, pinnedOrientations) = before
            adoptedDuringGesture = nil
        }
        stateBeforeGesture = nil
        var commands: [OrientationCommand]
        if cancelled {
            commands = []
            if let rotation, rotation.survivesCancel {
                commands = resume(rotation)
            } else if let rotation {
                settle(rotation.request, .refused(.gestureCancelled))
                diagnostics.append(
                    OrientationDiagnostic(
                        .engineRequestDroppedByCancelledGesture,
                        "The interactive transition was cancelled; the rotation to \(rotation.orientation) that waited for it was dropped."
                    ))
            }
        } else if let screens {
            commands = screensChanged(
                screens, requested: rotation?.request, afterGesture: true,
                previous: PreviousScreens(tree: tree, resolution: resolution))
        } else {
            commands = rotation.map(resume) ?? []
        }
        guard rescan else { return commands }
        // The scene honours masks again since the gesture began.
        commands.insert(.updateSupportedOrientations, at: 0)
        if !commands.contains(where: { $0.requestedOrientation != nil }) {
            let target = choiceInputs(for: resolution, uncovered: nil, keepCurrentFirst: true).choose()
            lastChoice = target
            commands += rotate(to: target.orientation)
        }
        return commands
    }

    /// Runs a rotation that waited: the app's as a request, the engine's
    /// own when still allowed (else the choice rules pick again).
    private func resume(_ rotation: HeldRotation) -> [OrientationCommand] {
        if rotation.request.origin == .app { return rotationRequested(rotation.request) }
        guard supportedMask.contains(rotation.orientation) else {
            return rotate(
                to: choiceInputs(for: resolution, uncovered: nil, keepCurrentFirst: true).choose().orientation)
        }
        return rotate(to: rotation.orientation)
    }

    /// Holds the screens reported during the transition; adopts them
    /// without a call when the controller UIKit asks changed.
    func hold(_ tree: ScreenTree) -> [OrientationCommand] {
        heldTree = tree
        let next = resolver.resolve(tree, context: context(for: tree), memo: &walkMemo, recording: false)
        let ownerNow = resolution.ownerIndex.flatMap {
            self.tree.nodes.indices.contains($0) ? self.tree.nodes[$0].id : nil
        }
        let ownerNext = next.ownerIndex.flatMap { tree.nodes.indices.contains($0) ? tree.nodes[$0].id : nil }
        if ownerNext != ownerNow {
            if stateBeforeGesture == nil {
                stateBeforeGesture = (self.tree, resolution, coveredOrientations, pinnedOrientations)
            }
            let adoption = adopt(tree, previous: PreviousScreens(tree: self.tree, resolution: resolution))
            if let earlier = adoptedDuringGesture, !adoption.changedDecider {
                adoptedDuringGesture = earlier
            } else {
                adoptedDuringGesture = adoption
            }
        }
        return []
    }

    /// A screen's policy changed: the screens are resolved again, or held
    /// during an interactive transition.
    func policyChanged(of id: ScreenID, to policy: OrientationPolicy?) -> [OrientationCommand] {
        var copy = heldTree ?? tree
        guard let index = copy.index(of: id) else {
            // The screen a gesture takes away is no longer in the screens
            // held, yet it decides until the gesture ends: what it remembers
            // as it leaves follows the policy it has then.
            guard isInteractiveTransitionInProgress, let index = tree.index(of: id) else { return [] }
            tree.setPolicy(policy, of: index)
            if let policy { diagnostics += policy.diagnostics }
            return []
        }
        copy.setPolicy(policy, of: index)
        if let policy { diagnostics += policy.diagnostics }
        return isInteractiveTransitionInProgress
            ? hold(copy) : screensChanged(copy, previous: PreviousScreens(tree: tree, resolution: resolution))
    }

    /// Holds a rotation asked for during the transition (the last one wins).
    func hold(_ request: RotationRequest) -> [OrientationCommand] {
        let orientation = request.orientation
        begin(request)
        heldRotation = HeldRotation(request: request)
        diagnostics.append(
            OrientationDiagnostic(
                .engineRequestWaitsForGesture,
                "The rotation to \(orientation) waits until the interactive transition ends; it is dropped if the transition is cancelled."
            ))
        return []
    }
}
