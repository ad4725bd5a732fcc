import ArgumentParser
import Foundation

/// Writes results to standard output and fails loudly when it cannot: a
/// full disk or a closed file exits with ``ExitStatus/outputFailed`` and a
/// message, never 0.
package enum StandardOutput {
    /// Writes all of `text`, or throws the exit status after saying why.
    package static func write(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(1, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                StandardError.write("orientation: cannot write the output: \(reason)\n")
                throw ExitCode(ExitStatus.outputFailed)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The width to wrap text to: the terminal's when standard output is
    /// one, else `COLUMNS` when set, else none (pipes and files get whole lines).
    package static var width: Int? {
        if isatty(1) == 1 {
            var size = winsize()
            if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return nil
    }
}
