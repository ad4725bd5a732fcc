import SwiftParser
import SwiftSyntax

/// New syntax for the rewriter, made by swift-syntax's parser from a
/// snippet of Swift (the file being migrated is never edited as text).
enum SyntaxSnippet {
    /// One statement, with the given indentation before it.
    static func statement(_ source: String, indentation: Trivia) -> CodeBlockItemSyntax? {
        let file = Parser.parse(source: source)
        guard !file.hasError, let item = file.statements.first else { return nil }
        return item.with(\.leadingTrivia, indentation).with(\.trailingTrivia, [])
    }

    /// One member declaration, with the given indentation before it.
    static func member(_ source: String, indentation: Trivia) -> MemberBlockItemSyntax? {
        let file = Parser.parse(source: "final class Snippet {\n\(source)\n}")
        guard !file.hasError, let decl = file.statements.first?.item.as(ClassDeclSyntax.self),
            let item = decl.memberBlock.members.first
        else { return nil }
        return item.with(\.leadingTrivia, indentation)
    }

    /// The indentation (spaces and tabs after the last newline) of a node's leading trivia.
    static func indentation(of node: some SyntaxProtocol) -> Trivia {
        var pieces: [TriviaPiece] = []
        for piece in node.leadingTrivia.pieces {
            switch piece {
            case .newlines, .carriageReturnLineFeeds, .carriageReturns: pieces = []
            case .spaces, .tabs: pieces.append(piece)
            default: pieces = []
            }
        }
        return Trivia(pieces: pieces)
    }

    /// A newline followed by an indentation.
    static func line(_ indentation: Trivia) -> Trivia { Trivia(pieces: [.newlines(1)] + indentation.pieces) }

    /// An indentation one level deeper (four spaces).
    static func deeper(_ indentation: Trivia) -> Trivia { indentation + Trivia(pieces: [.spaces(4)]) }
}
