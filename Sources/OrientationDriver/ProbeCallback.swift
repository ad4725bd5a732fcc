/// A UIKit callback one of the library's probes receives: the UIKit probe
/// of `orientationPolicy` (the appearance callbacks and the end of a size
/// transition) and the SwiftUI probe behind a view (those, and the
/// structural ones: joining a parent, entering or leaving a window, a new
/// size, a SwiftUI update). What each one means is decided here.
public enum ProbeCallback: Sendable, Hashable, CaseIterable {
    /// `didMove(toParent:)`.
    case movedToParent
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear
    /// The completion of `viewWillTransition(to:with:)`: the scene's
    /// orientation is final once the rotation ran.
    case transitionEnded
    /// The probe view's `didMoveToWindow()`.
    case movedToWindow
    /// The probe view's `layoutSubviews()`: a new size.
    case laidOut
    /// SwiftUI updated the view (`updateUIViewController(_:context:)`).
    case updated

    /// The appearance event the probe reports to the driver, if any.
    public var appearanceEvent: ProbeEvent? {
        switch self {
        case .willAppear: .willAppear
        case .didAppear: .didAppear
        case .willDisappear: .willDisappear
        case .didDisappear: .didDisappear
        case .movedToParent, .transitionEnded, .movedToWindow, .laidOut, .updated: nil
        }
    }

    /// True when the view may have moved, so that the SwiftUI probe tells
    /// its view's consumers at once, before UIKit's next question: every
    /// callback but `viewWillDisappear`, while the view is still where it was.
    public var isStructural: Bool { self != .willDisappear }

    /// Carries out what the SwiftUI probe does with this callback, in this
    /// order: tells its view's consumers when the view may have moved
    /// (`placementChanged`); at the end of a rotation, lets the coordinator
    /// read the scene again (`sceneRotated`); then, for the probes of
    /// `.orientationPolicy` (`reportsAppearance`), the reporting path both
    /// probes share (`report`, ``OrientationDriver/probe(serving:received:)``).
    public func dispatch(
        reportsAppearance: Bool, placementChanged: () -> Void, sceneRotated: () -> Void, report: () -> Void
    ) {
        if isStructural { placementChanged() }
        if self == .transitionEnded { sceneRotated() }
        if reportsAppearance { report() }
    }
}

extension OrientationDriver {
    /// A probe serving `screen` (the UIKit probe's parent, or the hosting
    /// controller of a SwiftUI view) received `callback`: the one reporting
    /// path of both probes. An appearance callback is reported
    /// (``probeReported(_:_:)``); the end of a size transition makes the
    /// session of the screen's window read the scene's orientation
    /// (``sizeTransitionDidEnd(in:)``); the rest, and anything without a
    /// screen, changes nothing.
    public func probe(serving screen: Platform.Controller?, received callback: ProbeCallback) {
        guard let screen else { return }
        if let event = callback.appearanceEvent {
            probeReported(screen, event)
        } else if callback == .transitionEnded, let window = platform.window(of: screen) {
            sizeTransitionDidEnd(in: window)
        }
    }
}
