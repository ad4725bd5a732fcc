import SwiftSyntax

/// The text of a node, read from the bytes the parser kept. swift-syntax's
/// `trimmedDescription` builds a detached copy of the tree with its first
/// and last trivia replaced, and `description` makes a string per token:
/// on a whole project those cost more than the parse itself.
extension SyntaxProtocol {
    /// The same text as `trimmedDescription`: the node's text without the
    /// leading trivia of its first token and the trailing trivia of its last
    /// (the first and last of every token, missing ones included, as
    /// `trimmed` sees them; a missing token has no text or trivia to drop).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        var start = 0
        var end = bytes.count
        if let first = firstToken(viewMode: .all), first.presence == .present {
            start = first.leadingTriviaLength.utf8Length
        }
        if let last = lastToken(viewMode: .all), last.presence == .present {
            end -= last.trailingTriviaLength.utf8Length
        }
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The same text as `description` (the files the doctor parses are valid UTF-8).
    var sourceText: String {
        String(decoding: syntaxTextBytes, as: UTF8.self)
    }
}
