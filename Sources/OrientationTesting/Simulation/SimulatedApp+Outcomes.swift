/// Rotation outcomes in library mode (issue 17): the same
/// `RotationOutcome` the UIKit driver's `rotate(_:to:) async` returns.
extension SimulatedApp {
    /// How a rotation request ended, or `nil` while it is under way (or
    /// when this app never made it).
    public func outcome(of request: RotationRequest) -> RotationOutcome? {
        settledRotations.first { $0.request.id == request.id }?.outcome
    }

    /// The outcome of the app's last rotation request, once it ended.
    public var lastRotationOutcome: RotationOutcome? {
        lastRotationRequest.flatMap(outcome(of:))
    }

    /// The rotation request still under way, if any.
    public var rotationInProgress: RotationRequest? { libraryEngine?.rotationInProgress }

    /// The screens in the app's window now: its root, what the containers
    /// hold and what is presented (being dismissed included).
    public var screensInWindow: Set<String> { model.window.hierarchy }
}
