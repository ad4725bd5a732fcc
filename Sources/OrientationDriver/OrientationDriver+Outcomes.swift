import OrientationCore

/// Rotation outcomes: every rotation the library asks for ends in exactly
/// one `RotationOutcome`, and the app's own requests give it back.
extension OrientationDriver {
    /// Rotates the scene showing `controller` to `orientation` and returns
    /// how the rotation ended (see OrientationKit's
    /// `OrientationManager.rotate(_:to:) async`). Every call resumes exactly
    /// once: at once when the request ends at once, else when the scene
    /// reports, refuses, or a settlement check after each request finds
    /// the scene elsewhere (finding 12), or when its scene goes away.
    @discardableResult
    public func rotate(_ controller: Platform.Controller, to orientation: InterfaceOrientation) async -> RotationOutcome
    {
        guard let (session, request) = requestRotation(controller, to: orientation, awaited: true) else {
            return .refused(.screenNotShown)
        }
        if let outcome = session.rotationOutcomes.removeValue(forKey: request.id) {
            session.awaitedRotations.remove(request.id)
            return outcome
        }
        return await withCheckedContinuation { continuation in
            session.rotationWaiters[request.id] = continuation
        }
    }

    /// Hands the rotations the engine's last event settled to their waiters.
    func deliverSettledRotations(of session: DriverSession<Platform>) {
        for settled in session.engine.settledRotations { settledRotationHandler?(settled) }
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

    /// An accepted request the scene does not carry out changes no
    /// geometry, so no callback reports it: one second after each request
    /// is sent, a request still waiting is measured against what the scene
    /// shows (rule 72).
    func scheduleSettlementCheck(for session: DriverSession<Platform>) {
        platform.after(seconds: 1) { [weak self, weak session] in
            guard let self, let session, session.engine.awaitingGeometry != nil, let scene = session.scene
            else { return }
            let commands = session.engine.handle(
                .interfaceOrientationChanged(self.platform.shownOrientation(of: scene)))
            self.reportEngineDiagnostics(session)
            self.execute(commands, in: session)
        }
    }

    /// A scene that went away ends the rotations still awaited in it.
    func endAwaitedRotations(of session: DriverSession<Platform>) {
        let waiters = session.rotationWaiters
        session.rotationWaiters = [:]
        session.awaitedRotations = []
        session.rotationOutcomes = [:]
        for waiter in waiters.values { waiter.resume(returning: .refused(.screenNotShown)) }
    }
}
