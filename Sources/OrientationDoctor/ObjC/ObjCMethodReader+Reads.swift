/// The names an orientation override's answer can depend on.
extension ObjCMethodReader {
    /// The identifiers of the body, leading underscores dropped, except those
    /// only inside an `if` whose block holds no `return` and has no `else`:
    /// such a block does something on the side (GBA4iOS's
    /// `if (self.shouldResume…) { self.shouldResume… = NO; [self resume]; }`
    /// in `shouldAutorotate`) and cannot change the answer. A block that adds to the
    /// value the method returns (`if (self.portraitSwitch.on) { mask |= …Portrait; }`,
    /// CoconutKit's demos, held-out set 227) changes it.
    func answerReads(in body: ArraySlice<ObjCToken>) -> Set<String> {
        let tokens = Array(body)
        let returned = Set(
            tokens.indices.filter { tokens[$0].is("return") }.flatMap { start in
                tokens[(start + 1)...].prefix { !$0.is(";") }.filter { $0.kind == .identifier }.map(\.text)
            })
        var skipped = Set<Int>()
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].is("if"), index + 1 < tokens.count, tokens[index + 1].is("("),
                let conditionEnd = Self.matching(from: index + 1, open: "(", close: ")", in: tokens),
                conditionEnd + 1 < tokens.count, tokens[conditionEnd + 1].is("{"),
                let blockEnd = Self.matching(from: conditionEnd + 1, open: "{", close: "}", in: tokens)
            else { continue }
            let hasElse = blockEnd + 1 < tokens.count && tokens[blockEnd + 1].is("else")
            let block = tokens[(conditionEnd + 1)...blockEnd]
            let returns = block.contains { $0.is("return") }
            let setsAnswer = block.indices.contains { at in
                returned.contains(tokens[at].text) && at + 1 < tokens.count
                    && ["=", "|=", "&=", "+=", "-="].contains(tokens[at + 1].text)
            }
            guard !hasElse, !returns, !setsAnswer else { continue }
            skipped.formUnion(index...blockEnd)
            index = blockEnd
        }
        return Set(
            tokens.indices.lazy.filter { !skipped.contains($0) && tokens[$0].kind == .identifier }
                .map { String(tokens[$0].text.drop { $0 == "_" }) })
    }

    /// The index of the token that closes the bracket opened at `start`.
    private static func matching(from start: Int, open: String, close: String, in tokens: [ObjCToken]) -> Int? {
        var depth = 0
        for index in start..<tokens.count {
            if tokens[index].is(open) {
                depth += 1
            } else if tokens[index].is(close) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
