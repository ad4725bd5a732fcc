import Foundation

/// Writes messages to standard error.
enum StandardError {
    /// Writes text as is.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
