/// An interactive transition under way in a window: the user's finger
/// drives a pop or a dismissal that may still be cancelled (rule 57).
enum ModelInteractiveTransition: Hashable {
    /// A navigation controller pops `screen`; its stack already reads as
    /// popped, and is restored if the pop is cancelled.
    case pop(navigation: String, screen: String)
    /// The topmost presentation is being dismissed.
    case dismiss(screen: String)
}

extension ModelWindow {
    /// Starts an interactive pop of the topmost visible navigation screen;
    /// returns the transition, or a problem.
    mutating func beginInteractivePop() -> Result<ModelInteractiveTransition, InteractionProblem> {
        guard let nav = topmostVisible(.navigation), let stack = controllers[nav]?.children else {
            return .failure(InteractionProblem("interactivePop: no navigation screen is visible"))
        }
        guard stack.count > 1, let top = stack.last else {
            return .failure(
                InteractionProblem("interactivePop: '\(nav)' holds only one screen; the gesture does not begin"))
        }
        controllers[nav]?.children.removeLast()
        return .success(.pop(navigation: nav, screen: top))
    }

    /// Starts an interactive dismissal of the topmost presented screen.
    mutating func beginInteractiveDismiss() -> Result<ModelInteractiveTransition, InteractionProblem> {
        guard let top = presentations.lastIndex(where: { $0.phase != .dismissing }) else {
            return .failure(InteractionProblem("interactiveDismiss: nothing is presented"))
        }
        setPhase(.dismissing, ofPresentationAt: top)
        return .success(.dismiss(screen: presentations[top].screen))
    }

    /// Ends a transition: finished, it stands; cancelled, the window goes
    /// back to what it showed before the gesture. A controller has one
    /// parent: a screen the app pushed or presented elsewhere while the
    /// finger dragged it away is not put back (the stack stays popped).
    mutating func endInteractive(_ transition: ModelInteractiveTransition, cancelled: Bool) {
        switch transition {
        case .pop(let nav, let screen):
            if cancelled, parent(of: screen) == nil, presentedScreens[screen] == nil {
                controllers[nav]?.children.append(screen)
            }
        case .dismiss(let screen):
            if cancelled {
                if let index = presentations.lastIndex(where: { $0.screen == screen }) {
                    setPhase(.presented, ofPresentationAt: index)
                }
            } else {
                finishTransitions()
            }
        }
    }
}

/// Why an interactive gesture did not begin.
struct InteractionProblem: Error, Hashable {
    /// The note shown in the step's diagnostics.
    let message: String
    init(_ message: String) { self.message = message }
}
