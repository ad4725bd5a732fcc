import Foundation

/// Progress on standard error for runs longer than a second, only when
/// standard error is a terminal; cleared when the run ends.
final class Progress {
    private let enabled = StandardError.isTerminal
    private let start = Date()
    private var lastShown = Date.distantPast
    private var shown = false

    /// Reports `done` of `total` steps.
    func update(_ done: Int, _ total: Int) {
        guard enabled, done & 63 == 0 || done == total else { return }
        let now = Date()
        guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastShown) > 0.1 else { return }
        lastShown = now
        shown = true
        StandardError.write("\rorientation: step \(done) of \(total)\u{1B}[K")
    }

    /// Clears the progress line, if one was shown.
    func finish() {
        if shown { StandardError.write("\r\u{1B}[K") }
    }
}
