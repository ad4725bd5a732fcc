import OrientationCore

extension OrientationDriver {
    /// Records a diagnostic and hands it to ``diagnosticHandler``.
    public func report(_ diagnostic: OrientationDiagnostic) {
        diagnostics.append(diagnostic)
        let limit = max(maximumDiagnostics, 0)
        if diagnostics.count > limit { diagnostics.removeFirst(diagnostics.count - limit) }
        diagnosticHandler(diagnostic)
    }

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() {
        diagnostics = []
    }

    /// Every refusal from now on, as it happens; a slow reader keeps the newest 64.
    public var refusals: AsyncStream<OrientationRefusal> {
        refusalStreams.makeStream { [weak self] token in
            Task { @MainActor in self?.refusalStreams.remove(token) }
        }
    }

    /// Hands a refusal to ``refusalHandler`` and to every ``refusals`` stream.
    func deliver(_ refusal: OrientationRefusal) {
        refusalStreams.send(refusal)
        refusalHandler?(refusal)
    }

    /// Reports what the engine produced for its last event.
    func reportEngineDiagnostics(_ session: DriverSession<Platform>) {
        for diagnostic in session.engine.diagnostics { report(diagnostic) }
        for refusal in session.engine.refusals { deliver(refusal) }
        deliverSettledRotations(of: session)
    }
}
