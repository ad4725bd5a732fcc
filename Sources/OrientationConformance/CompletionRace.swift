import Foundation

/// Waits for a UIKit completion handler that may never be called: UIKit
/// drops `present` and `dismiss` requests it refuses ("already
/// presenting", a presenter not in the window, a transition under way)
/// without calling their completion. The race ends when the completion
/// comes, when the timeout passes, or when the person taps Skip, whichever
/// is first (CONFORMANCE-REVIEW finding 5). Polls on the main actor, so a
/// completion that comes late is harmless.
@MainActor
public enum CompletionRace {
    /// How the race ended.
    public enum Outcome: Sendable, Hashable {
        /// The completion was called.
        case completed
        /// The timeout passed first.
        case timedOut
        /// The person tapped Skip first.
        case skipped
    }

    /// How long an app step may wait for UIKit's completion.
    public nonisolated static let stepTimeout: TimeInterval = 3

    /// Starts the work, handing it the completion to call, and waits.
    public static func run(
        timeout: TimeInterval = stepTimeout, poll: TimeInterval = 0.05, skipped: () -> Bool = { false },
        start: (@escaping @MainActor () -> Void) -> Void
    ) async -> Outcome {
        let flag = Flag()
        start { flag.isSet = true }
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        while !flag.isSet {
            if skipped() { return .skipped }
            if ProcessInfo.processInfo.systemUptime >= deadline { return .timedOut }
            try? await Task.sleep(nanoseconds: UInt64(poll * 1_000_000_000))
        }
        return .completed
    }

    @MainActor private final class Flag {
        var isSet = false
    }
}

/// What the app notes after a `present` or `dismiss` step, from how the
/// race for UIKit's completion ended and whether UIKit did it
/// (`presentedViewController` afterwards): `nil` when all went as asked.
public enum TransitionStepNote {
    /// The note for `present`: `done` is true when the controller is presented.
    public static func present(_ outcome: CompletionRace.Outcome, done: Bool) -> String? {
        note(verb: "present", outcome, done: done)
    }

    /// The note for `dismiss`: `done` is true when the controller is no longer presented.
    public static func dismiss(_ outcome: CompletionRace.Outcome, done: Bool) -> String? {
        note(verb: "dismiss", outcome, done: done)
    }

    private static func note(verb: String, _ outcome: CompletionRace.Outcome, done: Bool) -> String? {
        let seconds = Int(CompletionRace.stepTimeout)
        switch (outcome, done) {
        case (.completed, true): return nil
        case (.completed, false): return "\(verb): UIKit called the completion but did not \(verb)"
        case (.timedOut, true): return "\(verb): UIKit did it, but its completion did not come within \(seconds) s"
        case (.timedOut, false):
            return "UIKit did not \(verb) (no completion within \(seconds) s: the request was refused)"
        case (.skipped, true): return "\(verb): Skip was tapped before UIKit's completion; UIKit did it"
        case (.skipped, false): return "\(verb): Skip was tapped; UIKit had not done it"
        }
    }
}
