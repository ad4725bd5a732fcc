import OrientationCore

/// Transitions (UIKit rule 57): while the user's finger drives a pop or a
/// dismissal, the scene's engine holds the screens it is told about and
/// the rotations asked for; the transition's end applies them when it
/// finished and drops them when it was cancelled. Any transition a probe
/// reports also delays geometry requests until it ends (finding 2).
extension OrientationDriver {
    /// Guards a navigation controller's pop gestures once its view is
    /// loaded: its pop guard, added the first time, and each of its pop
    /// recognizers, made to wait for the guard once (the content pop
    /// recognizer may appear later).
    func guardPopGestures(of navigation: Platform.Controller) {
        guard platform.view(of: navigation).isLoaded else { return }
        let guardRecognizer = platform.popGuard(of: navigation) ?? platform.addPopGuard(to: navigation)
        for recognizer in platform.popRecognizers(of: navigation)
        where popGestureWiring.needsWiring(recognizer, to: guardRecognizer) {
            platform.require(recognizer, toFail: guardRecognizer)
        }
    }

    /// A probe's screen appears or disappears during `transition`: the
    /// scene's engine hears that an interactive transition began (once
    /// per transition), and its end is awaited.
    func transitionReported(_ transition: Platform.Transition, in window: Platform.Window) {
        let session = session(for: window)
        guard window === session.window else { return }
        let id = ObjectIdentifier(transition)
        guard !session.transitions.contains(id) else { return }
        // Its end must be heard, or nothing would wait for it: a transition
        // that queues no more completions is as good as over.
        let queued = platform.whenEnded(transition) { [weak self, weak session] cancelled in
            guard let self, let session else { return }
            session.transitions.remove(id)
            if session.interactiveTransition == id {
                self.interactiveTransitionEnded(in: session, cancelled: cancelled)
            } else if let window = session.window {
                self.refresh(window)
            }
            self.transitionsEnded(in: session)
        }
        guard queued else { return }
        session.transitions.insert(id)
        if platform.isInteractive(transition), session.interactiveTransition != id {
            session.interactiveTransition = id
            session.engine.handle(.interactiveTransitionBegan)
            reportEngineDiagnostics(session)
        }
    }

    /// The interactive transition ended: the held screens and rotation
    /// apply, or are dropped when it was cancelled.
    private func interactiveTransitionEnded(in session: DriverSession<Platform>, cancelled: Bool) {
        session.interactiveTransition = nil
        let commands = session.engine.handle(.interactiveTransitionEnded(cancelled: cancelled))
        reportEngineDiagnostics(session)
        // Cancelled: the engine kept the screens from before the gesture, so
        // the next snapshot is compared with those.
        if cancelled { session.lastTree = session.engine.tree }
        execute(commands, in: session)
        if let window = session.window { refresh(window) }
    }

    /// True when popping `navigation`'s top screen would leave the interface
    /// in another orientation than it shows now: the pop gesture must not
    /// begin. Decided on the last tree the engine resolved, with no new
    /// snapshot and no command (finding 13: it runs on every touch).
    public func popWouldRotate(_ navigation: Platform.Controller) -> Bool {
        guard platform.navigationStack(of: navigation).count > 1, let window = platform.window(of: navigation),
            let session = existingSession(for: window), window === session.window,
            let current = session.engine.currentOrientation, let tree = session.lastTree,
            let popped = tree.poppingTop(of: WindowSnapshot.id(of: navigation, platform: platform))
        else { return false }
        return session.engine.predictedOrientation(after: popped) != current
    }
}
