/// Library mode: one decision of the engine during a step (one event it
/// handled that asked for calls) and the calls the simulated driver made
/// for it, as the UIKit model judged them.
public struct EngineDecision: Sendable, Hashable, CustomStringConvertible {
    /// The event, as the engine received it (`screensChanged`, `rotationRequested`, ...).
    public var event: String
    /// The calls made into UIKit, in order.
    public var calls: [PlatformCall]
    /// The calls that changed nothing in the model: an update that
    /// published the same mask and turned nothing, a geometry request
    /// accepted while the scene already showed an orientation it asked for.
    public var idleCalls: [PlatformCall]
    /// False when the engine believed the app inactive as it decided.
    public var appActive: Bool
    /// True when the engine believed an interactive transition under way.
    public var duringInteractiveTransition: Bool
    /// The interface orientation before the calls and after them.
    public var orientationBefore: InterfaceOrientation
    /// The interface orientation after the calls.
    public var orientationAfter: InterfaceOrientation
    /// The orientation the engine believed shown before the event (`nil`
    /// before launch): when it differs from ``orientationBefore``, UIKit
    /// turned by itself and the scene has not reported it yet.
    public var believedBefore: InterfaceOrientation?

    /// Creates a decision record.
    public init(
        event: String, calls: [PlatformCall] = [], idleCalls: [PlatformCall] = [], appActive: Bool = true,
        duringInteractiveTransition: Bool = false, orientationBefore: InterfaceOrientation = .portrait,
        orientationAfter: InterfaceOrientation = .portrait
    ) {
        self.event = event
        self.calls = calls
        self.idleCalls = idleCalls
        self.appActive = appActive
        self.duringInteractiveTransition = duringInteractiveTransition
        self.orientationBefore = orientationBefore
        self.orientationAfter = orientationAfter
    }

    /// `screensChanged: setNeedsUpdateOfSupportedInterfaceOrientations(), requestGeometryUpdate([landscapeRight])`.
    public var description: String {
        "\(event): " + calls.map(\.description).joined(separator: ", ")
    }
}

extension OrientationEvent {
    /// The event's name for decision records: `screensChanged`, `rotationRequested(landscapeRight)`.
    var decisionName: String {
        switch self {
        case .screensChanged: "screensChanged"
        case .deviceRotated(let d): "deviceRotated(\(d))"
        case .policyChanged(let id, _): "policyChanged(\(id))"
        case .rotationRequested(let o, _): "rotationRequested(\(o))"
        case .appBecameInactive: "appBecameInactive"
        case .appBecameActive: "appBecameActive"
        case .interfaceOrientationChanged(let o): "interfaceOrientationChanged(\(o))"
        case .geometryRequestFailed(let code, _): "geometryRequestFailed(\(code))"
        case .interactiveTransitionBegan: "interactiveTransitionBegan"
        case .interactiveTransitionEnded(let cancelled): "interactiveTransitionEnded(cancelled: \(cancelled))"
        case .deviceRotationLockChanged(let on): "deviceRotationLockChanged(\(on))"
        case .sceneChanged: "sceneChanged"
        }
    }
}
