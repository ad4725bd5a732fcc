/// One token of Objective-C or Objective-C++ source, with its position.
/// Comments, whitespace, preprocessor directives and preprocessor-disabled
/// code never become tokens.
struct ObjCToken: Sendable, Hashable {
    /// What kind of token it is.
    enum Kind: Sendable, Hashable {
        /// A name (`UIDevice`, `setValue`, `self`).
        case identifier
        /// `@` followed by a name (`@interface`, `@selector`, `@end`).
        case atKeyword
        /// A string literal (C, `@"…"` or C++ raw); ``ObjCToken/text`` is its content.
        case string
        /// A number or character literal.
        case literal
        /// Any other character (`[`, `:`, `=`, `{`), or `==` and other two-character operators.
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int

    /// True for this identifier or punctuation text.
    func `is`(_ text: String) -> Bool { self.text == text && kind != .string }
}
