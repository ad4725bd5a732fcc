import Foundation

/// What the unattended UI test does next, decided from the status the app
/// publishes (``UnattendedStatus``) and whether the app runs. The UI test
/// only reads those and carries the action out (CONFORMANCE-REVIEW
/// findings 14 and 15):
///
/// - a person's step is performed once: reading the same `waiting N`
///   again (or after a momentary `nil`) does not repeat the swipe;
/// - a status that cannot be read is unknown, not a change;
/// - a problem the app shows (`error ...`: a misnamed plan, the list) ends
///   the run at once instead of after ``UnattendedTiming/runTimeout``;
/// - a step still waiting ``UnattendedTiming/stepTimeout(_:)`` after it was
///   performed is skipped, once.
public struct UnattendedDriverState: Sendable, Hashable {
    /// The next thing to do.
    public enum Action: Sendable, Hashable {
        /// Launch the app again, naming the plan (UIKit ended it, or it died).
        case relaunch
        /// Do the person's part of a step.
        case perform(step: Int, AutomationStep)
        /// Tap Skip: the step was performed but the app still waits.
        case skip(step: Int)
        /// Nothing yet: read the status again shortly.
        case wait
        /// The run ended (`finished` or `raised`).
        case end(UnattendedStatus)
        /// The run cannot end well: stop waiting, with the reason.
        case fail(String)
    }

    /// The step whose person's part was last performed.
    public private(set) var performedStep: Int?
    /// The last step the app said it was carrying out or waiting at.
    public private(set) var lastStepSeen: Int?
    private var performedAt: TimeInterval = 0
    private var skippedStep: Int?
    private var unknownSince: TimeInterval?
    private var relaunches = 0

    /// How long a readable status may be missing while the app runs in the foreground.
    public static let unknownLimit: TimeInterval = 30
    /// How many times the app may die during one run (the raise, and one more).
    public static let relaunchLimit = 3

    /// A state before the run's first status.
    public init() {}

    /// The next action at time `now` (seconds, any fixed origin), given the
    /// status read (`nil` when none could be read) and whether the app runs.
    public mutating func next(status: UnattendedStatus?, appRunning: Bool, now: TimeInterval) -> Action {
        guard appRunning else {
            relaunches += 1
            unknownSince = nil
            return relaunches > Self.relaunchLimit
                ? .fail("the app ended \(relaunches) times during one run") : .relaunch
        }
        guard let status else {
            let since = unknownSince ?? now
            unknownSince = since
            return now - since > Self.unknownLimit
                ? .fail("the app published no status for \(Int(Self.unknownLimit)) s") : .wait
        }
        unknownSince = nil
        switch status {
        case .finished, .raised:
            return .end(status)
        case .problem(let text):
            return .fail("the app shows a problem instead of the run: \(text)")
        case .idle:
            return .wait
        case .running(let step):
            lastStepSeen = step
            return .wait
        case .waiting(let step, let automation):
            lastStepSeen = step
            guard performedStep == step else {
                performedStep = step
                performedAt = now
                return .perform(step: step, automation)
            }
            if skippedStep != step, now - performedAt > UnattendedTiming.stepTimeout(automation) {
                skippedStep = step
                return .skip(step: step)
            }
            return .wait
        }
    }
}

/// How long the unattended UI test gives the app.
public enum UnattendedTiming {
    /// How long one plan may take.
    public static let runTimeout: TimeInterval = 240
    /// How long a device turn may take to reach the app.
    public static let settleAfterTurn: TimeInterval = 1
    /// How long the test waits after pressing home, before turning the device.
    public static let leaveTime: TimeInterval = 1
    /// How long the test waits after each device turn while away.
    public static let awayTurnTime: TimeInterval = 0.5
    /// How long each of the app's own steps may take while the app is away
    /// (the action, UIKit's completion or its timeout, the settling).
    public static let awayStepBudget: TimeInterval = 5

    /// How long the app may take to leave a waiting state once the
    /// person's part is done: the time away for ``AutomationStep/leaveApp(thenRotate:appSteps:)``,
    /// 20 s otherwise.
    public static func stepTimeout(_ automation: AutomationStep) -> TimeInterval {
        if case .leaveApp(let turns, let appSteps) = automation {
            return awayTime(turns: turns.count, appSteps: appSteps) + 20
        }
        return 20
    }

    /// How long the test stays away from the app for a `background` step:
    /// 1 s, 0.5 s per device turn, and ``awayStepBudget`` per app step the
    /// plan performs before it comes back, so that those steps run while
    /// the app is really in the background (CONFORMANCE-REVIEW finding 3).
    public static func awayTime(turns: Int, appSteps: Int) -> TimeInterval {
        leaveTime + awayTurnTime * TimeInterval(turns) + awayStepBudget * TimeInterval(appSteps)
    }
}
