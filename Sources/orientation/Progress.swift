import Foundation
import OrientationCommandSupport

/// Progress on standard error for runs longer than a second, only when
/// standard error is a terminal; cleared when the run ends.
final class Progress {
    private let enabled: Bool
    private let clock: () -> Date
    private let write: (String) -> Void
    private let start: Date
    private var lastShown = Date.distantPast
    private var shown = false

    /// A progress line on standard error when it is a terminal. The clock
    /// and the writer can be replaced (tests).
    init(
        enabled: Bool = StandardError.isTerminal, clock: @escaping () -> Date = Date.init,
        write: @escaping (String) -> Void = StandardError.write
    ) {
        self.enabled = enabled
        self.clock = clock
        self.write = write
        self.start = clock()
    }

    /// Reports `done` of `total` steps: at most ten times a second, from
    /// the first second on.
    func update(_ done: Int, _ total: Int) {
        guard enabled, done & 63 == 0 || done == total else { return }
        let now = clock()
        guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastShown) > 0.1 else { return }
        lastShown = now
        shown = true
        write("\rorientation: step \(done) of \(total)\u{1B}[K")
    }

    /// Clears the progress line, if one was shown.
    func finish() {
        if shown { write("\r\u{1B}[K") }
    }
}
