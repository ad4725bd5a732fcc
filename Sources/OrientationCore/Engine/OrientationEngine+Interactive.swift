/// A rotation asked for while an interactive transition runs.
struct HeldRotation: Hashable {
    /// The orientation asked for.
    var orientation: InterfaceOrientation
    /// The screen it was asked for, if any.
    var screen: ScreenID?
}

/// Interactive pops and sheet dismissals (UIKIT rule 57): while the user's
/// finger drives one, nothing turns. The screens reported meanwhile are
/// held, the app delegate keeps answering the mask of the screens shown
/// when the gesture began, and rotations asked for wait. A finished
/// transition applies them; a cancelled one drops them.
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
        let rotation = heldRotation
        heldTree = nil
        heldRotation = nil
        if cancelled {
            if let rotation {
                diagnostics.append(OrientationDiagnostic(
                    .engineRequestDroppedByCancelledGesture,
                    "The interactive transition was cancelled; the rotation to \(rotation.orientation) that waited for it was dropped."))
            }
            return []
        }
        var commands = screens.map(screensChanged) ?? []
        if let rotation {
            commands += rotationRequested(rotation.orientation, screen: rotation.screen)
        }
        return commands
    }

    /// Holds the screens reported during the transition.
    func hold(_ tree: ScreenTree) -> [OrientationCommand] {
        heldTree = tree
        return []
    }

    /// Holds a rotation asked for during the transition (the last one wins).
    func hold(_ orientation: InterfaceOrientation, screen: ScreenID?) -> [OrientationCommand] {
        heldRotation = HeldRotation(orientation: orientation, screen: screen)
        diagnostics.append(OrientationDiagnostic(
            .engineRequestWaitsForGesture,
            "The rotation to \(orientation) waits until the interactive transition ends; it is dropped if the transition is cancelled."))
        return []
    }
}
