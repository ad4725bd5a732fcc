#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

/// Rotation outcomes (issue 17): every rotation the library asks for ends
/// in exactly one ``RotationOutcome``, and the app's own requests give it
/// back, so an app can say "this display cannot turn" instead of guessing.
extension OrientationManager {
    /// Rotates the scene showing `viewController` to `orientation`, as the
    /// synchronous form does, and returns how the rotation ended:
    ///
    /// - ``RotationOutcome/applied(_:)``: the scene reports the orientation
    ///   (at once when it already showed it);
    /// - ``RotationOutcome/refused(_:)``: the policy does not allow it, the
    ///   screen is not on screen, an interactive transition it waited for
    ///   was cancelled, or UIKit refused it (the geometry request's error,
    ///   with its code and message) or accepted it without turning;
    /// - ``RotationOutcome/ignoredByEnvironment(_:)``: the scene ignores
    ///   supported orientations (iPad multitasking, resized iPhone
    ///   Mirroring, the inner display of a foldable iPhone);
    /// - ``RotationOutcome/superseded``: a later request, a newly deciding
    ///   screen or the user turning the device took its place.
    ///
    /// A request made while the app is inactive, or while an interactive
    /// pop or dismissal runs, waits for that to end.
    ///
    /// ```swift
    /// if case .ignoredByEnvironment = await OrientationManager.shared.rotate(self, to: .landscapeRight) {
    ///     showHint("This window cannot turn; make it full screen to watch in landscape.")
    /// }
    /// ```
    @discardableResult
    public func rotate(
        _ viewController: UIViewController, to orientation: InterfaceOrientation
    ) async -> RotationOutcome {
        guard let (session, request) = requestRotation(viewController, to: orientation, awaited: true) else {
            return .refused(.screenNotShown)
        }
        if let outcome = session.rotationOutcomes.removeValue(forKey: request.id) {
            session.awaitedRotations.remove(request.id)
            return outcome
        }
        scheduleSettlementCheck(for: session)
        return await withCheckedContinuation { continuation in
            session.rotationWaiters[request.id] = continuation
        }
    }

    /// Hands the rotations the engine's last event settled to their waiters.
    func deliverSettledRotations(of session: SceneSession) {
        for settled in session.engine.settledRotations where session.awaitedRotations.contains(settled.request.id) {
            let id = settled.request.id
            if let waiter = session.rotationWaiters.removeValue(forKey: id) {
                session.awaitedRotations.remove(id)
                waiter.resume(returning: settled.outcome)
            } else {
                session.rotationOutcomes[id] = settled.outcome
            }
        }
    }

    /// An accepted request the scene does not carry out changes no geometry,
    /// so no callback reports it: once a rotation had time to run, the
    /// scene's orientation is reported, which settles a request still
    /// waiting for it (rule 72).
    private func scheduleSettlementCheck(for session: SceneSession) {
        Task { @MainActor [weak self, weak session] in
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            guard let self, let session, session.engine.awaitingGeometry != nil,
                let window = session.window, let scene = window.windowScene
            else { return }
            let commands = session.engine.handle(.interfaceOrientationChanged(scene.shownOrientation))
            self.reportEngineDiagnostics(session)
            self.execute(commands, in: session)
        }
    }

    /// A scene that went away ends the rotations still awaited in it.
    func endAwaitedRotations(of session: SceneSession) {
        let waiters = session.rotationWaiters
        session.rotationWaiters = [:]
        session.awaitedRotations = []
        session.rotationOutcomes = [:]
        for waiter in waiters.values { waiter.resume(returning: .refused(.screenNotShown)) }
    }
}
#endif
