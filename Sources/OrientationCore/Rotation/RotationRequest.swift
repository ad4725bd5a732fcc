/// One rotation the library asked for, from the moment it is asked until
/// it ends (``RotationOutcome``).
public struct RotationRequest: Sendable, Hashable, CustomStringConvertible {
    /// Who asked.
    public enum Origin: String, Sendable, Hashable {
        /// The app, through `rotate(_:to:)` (``OrientationEvent/rotationRequested(_:screen:)``).
        case app
        /// The engine, for a screen that started deciding or a scene that
        /// honours masks again (choice rules 1-8).
        case library
    }

    /// Unique within one engine, increasing from 1 in the order asked.
    public var id: Int
    /// The orientation asked for.
    public var orientation: InterfaceOrientation
    /// The screen it was asked for, if any.
    public var screen: ScreenID?
    /// Who asked.
    public var origin: Origin

    /// Creates a request.
    public init(id: Int, orientation: InterfaceOrientation, screen: ScreenID? = nil, origin: Origin) {
        self.id = id
        self.orientation = orientation
        self.screen = screen
        self.origin = origin
    }

    /// `#3 landscapeRight (app)`.
    public var description: String { "#\(id) \(orientation) (\(origin.rawValue))" }
}

/// A rotation request and how it ended.
public struct SettledRotation: Sendable, Hashable, CustomStringConvertible {
    /// The request.
    public var request: RotationRequest
    /// How it ended.
    public var outcome: RotationOutcome

    /// Creates a settled rotation.
    public init(request: RotationRequest, outcome: RotationOutcome) {
        self.request = request
        self.outcome = outcome
    }

    /// `#3 landscapeRight (app): applied landscapeRight`.
    public var description: String { "\(request): \(outcome)" }
}
