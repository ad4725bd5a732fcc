/// A scenario file that cannot be read: the file, the line, the key and what
/// was expected, printed as `FILE:LINE: key: what was expected`.
///
/// ```
/// video.yaml:14: steps[3].present.style: expected one of fullScreen, overFullScreen, ...; got 'sideways'
/// ```
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the parser.
    public var file: String
    /// The 1-based line the problem is on; 0 when no line applies (an unreadable file).
    public var line: Int
    /// The path of the key (`steps[3].present.style`, list indexes from 0),
    /// or `(yaml)` for a syntax error, `(document)` for the top level and
    /// `(file)` for a file that cannot be read.
    public var key: String
    /// What was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `FILE:LINE: key: message`, or `FILE: key: message` when no line applies.
    public var description: String {
        line > 0 ? "\(file):\(line): \(key): \(message)" : "\(file): \(key): \(message)"
    }
}
