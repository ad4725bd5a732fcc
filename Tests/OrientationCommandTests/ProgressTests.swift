import Foundation
import Testing

@testable import orientation

/// Progress on standard error: only on a terminal, only after a second,
/// at most ten times a second, cleared at the end.
@Suite struct ProgressTests {
    final class Recorder: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 0)
        var written: [String] = []
    }

    @Test func showsAfterASecondOnATerminalAndClears() {
        let recorder = Recorder()
        let progress = Progress(enabled: true, clock: { recorder.now }, write: { recorder.written.append($0) })
        progress.update(64, 1_000)
        #expect(recorder.written.isEmpty)
        recorder.now += 1.5
        progress.update(128, 1_000)
        progress.update(192, 1_000)
        #expect(recorder.written == ["\rorientation: step 128 of 1000\u{1B}[K"])
        recorder.now += 0.2
        progress.update(256, 1_000)
        #expect(recorder.written.count == 2)
        progress.finish()
        #expect(recorder.written.last == "\r\u{1B}[K")
    }

    @Test func silentWhenNotATerminalOrQuick() {
        let recorder = Recorder()
        let off = Progress(enabled: false, clock: { recorder.now }, write: { recorder.written.append($0) })
        recorder.now += 5
        off.update(64, 64)
        off.finish()
        let quick = Progress(enabled: true, clock: { recorder.now }, write: { recorder.written.append($0) })
        quick.update(64, 64)
        quick.finish()
        #expect(recorder.written.isEmpty)
    }
}
