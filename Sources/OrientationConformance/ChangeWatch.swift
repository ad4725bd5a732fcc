import Foundation

/// Follows a `rotationLock` step: the person opens Control Center, which
/// makes the app resign active, and closes it, which makes it active again.
/// The app is active when the step begins, so "active" alone says nothing:
/// the step is over only once the app resigned and came back
/// (CONFORMANCE-REVIEW finding 4). Fed from UIKit's
/// `willResignActive` / `didBecomeActive` notifications.
public struct ReactivationWatch: Sendable, Hashable {
    /// True once the app resigned active after the step began.
    public private(set) var resigned = false
    /// True once the app became active again after resigning.
    public private(set) var reached = false

    /// A watch that starts with the step.
    public init() {}

    /// The app resigned active.
    public mutating func appResignedActive() {
        resigned = true
    }

    /// The app became active; the step is over when it had resigned first.
    public mutating func appBecameActive() {
        if resigned { reached = true }
    }
}

/// Follows a person's interactive gesture (a back swipe or a sheet pulled
/// down) for one step, from what the app can see: an interactive
/// transition appearing and ending, the content changing, and the touches
/// on the window. It tells "the gesture reached the step's phase" from "the
/// gesture ended and UIKit started no transition" (a refused gesture, which
/// is what some plans predict), so that the step is observed rather than
/// skipped (CONFORMANCE-REVIEW finding 8).
public struct GestureWatchState: Sendable, Hashable {
    /// Where the step stands.
    public enum Verdict: Sendable, Hashable {
        /// Nothing conclusive yet.
        case waiting
        /// The gesture reached the step's phase.
        case reached
        /// The finger lifted and UIKit started no transition within ``GestureWatchState/refusalDelay``.
        case refused
    }

    /// How long after the finger lifts a transition may still appear.
    public static let refusalDelay: TimeInterval = 1

    private let phase: GesturePhase
    private var transitionSeen = false
    private var ended: Bool?
    private var touchEndedAt: TimeInterval?

    /// A watch for a step that waits for `phase`; `underWay` when the
    /// gesture's transition is already running as the step begins.
    public init(phase: GesturePhase, underWay: Bool = false) {
        self.phase = phase
        transitionSeen = underWay
    }

    /// An interactive transition of the watched container exists
    /// (`initiallyInteractive`, seen by polling its coordinator).
    public mutating func transitionAppeared() {
        transitionSeen = true
    }

    /// The transition ended: cancelled (rolled back) or completed.
    public mutating func transitionEnded(cancelled: Bool) {
        transitionSeen = true
        ended = cancelled
    }

    /// The watched container's content changed without the transition's
    /// end being seen (a quick drag over between two polls): it completed.
    public mutating func contentChanged() {
        transitionEnded(cancelled: false)
    }

    /// A touch began on the window: a new attempt.
    public mutating func touchBegan() {
        touchEndedAt = nil
    }

    /// The last touch on the window ended at `time`.
    public mutating func touchEnded(at time: TimeInterval) {
        touchEndedAt = time
    }

    /// The verdict at `now`. A transition that ended the other way than the
    /// step asks is forgotten, so that the person can try again.
    public mutating func verdict(now: TimeInterval) -> Verdict {
        if phase == .begin, transitionSeen { return .reached }
        if let cancelled = ended {
            if cancelled == (phase == .cancel) { return .reached }
            ended = nil
            transitionSeen = false
            touchEndedAt = nil
            return .waiting
        }
        if !transitionSeen, let lifted = touchEndedAt, now - lifted >= Self.refusalDelay { return .refused }
        return .waiting
    }

    /// The note recorded with a refused gesture's step.
    public static let refusedNote =
        "the gesture ended and UIKit started no interactive transition within 1 s: observed as refused"
}
