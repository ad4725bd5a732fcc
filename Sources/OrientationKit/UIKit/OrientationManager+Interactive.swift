#if canImport(UIKit) && os(iOS)
import UIKit

/// Interactive pops and sheet dismissals (UIKIT rule 57): while the user's
/// finger drives one, the scene's engine holds the screens it is told about
/// and the rotations asked for; the transition's end applies them when it
/// finished and drops them when it was cancelled.
extension OrientationManager {
    /// Called by a probe whose screen appears or disappears during a
    /// transition: when the transition is interactive and not yet known,
    /// the scene's engine hears that it began, and its end is awaited.
    func transitionMayBeInteractive(_ coordinator: any UIViewControllerTransitionCoordinator, in window: UIWindow) {
        guard coordinator.isInteractive else { return }
        let session = session(for: window)
        guard window === session.window else { return }
        let id = ObjectIdentifier(coordinator as AnyObject)
        guard session.interactiveTransition != id else { return }
        session.interactiveTransition = id
        session.engine.handle(.interactiveTransitionBegan)
        reportEngineDiagnostics(session)
        coordinator.animate(alongsideTransition: nil) { [weak self, weak session] context in
            guard let self, let session else { return }
            self.interactiveTransitionEnded(id, in: session, cancelled: context.isCancelled)
        }
    }

    /// The transition `id` ended: the held screens and rotation apply, or
    /// are dropped when it was cancelled.
    func interactiveTransitionEnded(_ id: ObjectIdentifier, in session: SceneSession, cancelled: Bool) {
        guard session.interactiveTransition == id else { return }
        session.interactiveTransition = nil
        let commands = session.engine.handle(.interactiveTransitionEnded(cancelled: cancelled))
        reportEngineDiagnostics(session)
        // Cancelled: the engine kept the screens from before the gesture, so
        // the next snapshot is compared with those.
        if cancelled { session.lastTree = session.engine.tree }
        execute(commands, in: session)
        if let window = session.window { refresh(window) }
    }
}
#endif
