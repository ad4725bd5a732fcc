/// Library mode: the calls the driver made in one turn of a step (one
/// callback it received: a probe's report, a notification, a transition's
/// completion, work it queued), as the UIKit model judged them.
public struct EngineDecision: Sendable, Hashable, CustomStringConvertible {
    /// What reached the driver: `player willAppear`, `transition completion`, `turn`, `rotate(landscapeRight)`...
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

    /// `player willAppear: setNeedsUpdateOfSupportedInterfaceOrientations(), requestGeometryUpdate([landscapeRight])`.
    public var description: String {
        "\(event): " + calls.map(\.description).joined(separator: ", ")
    }
}
