/// The rotations the engine asked for and how they ended (issue 17): each
/// request ends in exactly one ``RotationOutcome``, delivered once through
/// ``OrientationEngine/settledRotations``.
struct RotationTracking: Sendable, Hashable {
    /// The id of the next request.
    var nextID = 1
    /// The request under way: waiting for the scene's report, for the app
    /// to become active, or for an interactive transition to end.
    var open: RotationRequest?
    /// The requests that ended during the last event.
    var settled: [SettledRotation] = []
    /// The app's request made by the last event.
    var lastAppRequest: RotationRequest?
}

extension OrientationEngine {
    /// The rotation under way, if any: asked for and not yet ended. While the
    /// app is inactive or an interactive transition runs, it waits.
    public var rotationInProgress: RotationRequest? { rotations.open }

    /// The rotations that ended while the engine handled the last event,
    /// each with its outcome. A driver hands them to whoever waits for them.
    public var settledRotations: [SettledRotation] { rotations.settled }

    /// The request the last event made when it was
    /// ``OrientationEvent/rotationRequested(_:screen:)``, else `nil`. Its
    /// outcome is in ``settledRotations`` now or after a later event.
    public var lastRotationRequest: RotationRequest? { rotations.lastAppRequest }

    /// The outcome of `request` if it ended during the last event.
    public func outcome(of request: RotationRequest) -> RotationOutcome? {
        rotations.settled.first { $0.request.id == request.id }?.outcome
    }

    /// A new request, not yet under way.
    func makeRotationRequest(
        _ orientation: InterfaceOrientation, screen: ScreenID?,
        origin: RotationRequest.Origin
    ) -> RotationRequest {
        defer { rotations.nextID += 1 }
        return RotationRequest(id: rotations.nextID, orientation: orientation, screen: screen, origin: origin)
    }

    /// Ends a request once; a request that ended already is left as it is.
    func settle(_ request: RotationRequest, _ outcome: RotationOutcome) {
        if rotations.open?.id == request.id { rotations.open = nil }
        guard !rotations.settled.contains(where: { $0.request.id == request.id }) else { return }
        rotations.settled.append(SettledRotation(request: request, outcome: outcome))
    }

    /// Ends the request under way, if any.
    func settleOpenRotation(_ outcome: RotationOutcome) {
        if let open = rotations.open { settle(open, outcome) }
    }

    /// Puts `request` under way: the one under way before it is superseded.
    func begin(_ request: RotationRequest) {
        if let open = rotations.open, open.id != request.id {
            if deferredTarget == open.orientation { deferredTarget = nil }
            settle(open, .superseded)
        }
        rotations.open = request
    }

    /// The request a rotation to `orientation` carries out: the one under
    /// way when it asks for the same orientation, else a new request of the
    /// engine's own, which supersedes it.
    func rotationRequest(for orientation: InterfaceOrientation) -> RotationRequest {
        if let open = rotations.open, open.orientation == orientation { return open }
        let request = makeRotationRequest(orientation, screen: nil, origin: .library)
        begin(request)
        return request
    }

    /// The scene reported `shown` while `requested` was awaited: the request
    /// under way for it is applied, or was not carried out.
    func settleReported(_ shown: InterfaceOrientation, requested: InterfaceOrientation) {
        guard let open = rotations.open, open.orientation == requested else { return }
        settle(open, shown == requested ? .applied(shown) : .refused(.notCarriedOut(shown: shown)))
    }
}
