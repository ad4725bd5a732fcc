/// The brackets of an Objective-C token stream: the `)` or `}` that closes one.
extension ObjCStructure {
    /// Index of the `)` matching the `(` at `open` in `tokens` (`tokens.count` when it is never closed).
    static func closingParenthesis(in tokens: [ObjCToken], from open: Int) -> Int {
        var depth = 0
        for at in open..<max(open, tokens.count) {
            if tokens[at].is("(") { depth += 1 }
            if tokens[at].is(")") {
                depth -= 1
                if depth == 0 { return at }
            }
        }
        return tokens.count
    }

    /// Index of the `}` matching the `{` at `open` (or the last token).
    func matchingBrace(from open: Int) -> Int {
        var depth = 0
        var at = open
        while at < tokens.count {
            if tokens[at].is("{") { depth += 1 }
            if tokens[at].is("}") {
                depth -= 1
                if depth == 0 { return at }
            }
            at += 1
        }
        return tokens.count - 1
    }
}
