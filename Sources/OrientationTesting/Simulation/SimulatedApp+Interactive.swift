/// Interactive pops and dismissals (rule 57): the user's finger drives the
/// transition, which finishes or is cancelled.
extension SimulatedApp {
    /// The user swipes back on the topmost visible navigation screen.
    /// `finish` or `cancel` with no pop under way is the whole swipe.
    @discardableResult
    public func interactivePop(_ phase: InteractiveGesturePhase, line: Int = 0) -> StepRecord {
        step("interactivePop \(phase.rawValue)", line: line) { interact(phase, pop: true) }
    }

    /// The user swipes the topmost presented screen down.
    @discardableResult
    public func interactiveDismiss(_ phase: InteractiveGesturePhase, line: Int = 0) -> StepRecord {
        step("interactiveDismiss \(phase.rawValue)", line: line) { interact(phase, pop: false) }
    }

    private func interact(_ phase: InteractiveGesturePhase, pop: Bool) {
        let name = pop ? "interactivePop" : "interactiveDismiss"
        model.cite(57, for: .orientation)
        if let current = interactiveTransition {
            guard phase != .begin else {
                stepNotes.append("\(name): another interactive transition is under way; finish or cancel it first")
                return
            }
            guard current.isPop == pop else {
                stepNotes.append("\(name): the transition under way is \(current.isPop ? "a pop" : "a dismissal")")
                return
            }
            end(current, cancelled: phase == .cancel)
            return
        }
        guard begin(pop: pop) else { return }
        if phase != .begin, let started = interactiveTransition {
            end(started, cancelled: phase == .cancel)
        }
    }

    /// Starts the gesture; false when it does not begin.
    private func begin(pop: Bool) -> Bool {
        guard model.isActive else {
            // Rule 86: touches reach only an active app.
            model.cite(86, for: .orientation)
            stepNotes.append(
                "\(pop ? "interactivePop" : "interactiveDismiss"): the app is not active; "
                    + "touches do not reach it, so no gesture begins (rule 86)")
            return false
        }
        if pop, let refusal = popRefusal() {
            stepNotes.append(refusal)
            return false
        }
        let result = pop ? model.window.beginInteractivePop() : model.window.beginInteractiveDismiss()
        switch result {
        case .failure(let problem):
            stepNotes.append(problem.message)
            return false
        case .success(let transition):
            interactiveTransition = transition
            _ = runShipped { $0.interactiveTransitionBegan(transition) }
            return true
        }
    }

    private func end(_ transition: ModelInteractiveTransition, cancelled: Bool) {
        interactiveTransition = nil
        model.window.endInteractive(transition, cancelled: cancelled)
        if !cancelled, !transition.isPop { model.hierarchyDidChange(.dismissal) }
        _ = runShipped { $0.interactiveTransitionEnded(cancelled: cancelled) }
    }

    /// The pop gesture guard of library mode: the gesture does not begin when
    /// the driver predicts that popping would turn the interface.
    private func popRefusal() -> String? {
        guard let shipped else { return nil }
        let refuses = runOnMainActor { shipped.popWouldRotate() }
        guard refuses, let nav = model.window.topmostVisible(.navigation) else { return nil }
        return "interactivePop: the pop gesture does not begin: popping '\(nav)' would turn the interface"
    }
}

extension ModelInteractiveTransition {
    /// True for a pop.
    var isPop: Bool {
        if case .pop = self { return true }
        return false
    }
}
