import Foundation

/// Writes messages to standard error.
package enum StandardError {
    /// Writes text as is; a failure to write a message is ignored.
    package static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(2, $0.baseAddress, $0.count) }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// True when standard error is a terminal (progress is shown only then).
    package static var isTerminal: Bool { isatty(2) == 1 }
}
