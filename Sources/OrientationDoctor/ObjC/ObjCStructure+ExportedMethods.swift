/// React Native's exported methods: a module declares them with a macro, not a method header.
extension ObjCStructure {
    /// The macros React Native's modules define their exported methods with.
    static let exportMacros: Set<String> = [
        "RCT_EXPORT_METHOD", "RCT_REMAP_METHOD", "RCT_EXPORT_BLOCKING_SYNCHRONOUS_METHOD",
        "RCT_EXPORT_SYNCHRONOUS_TYPED_METHOD",
    ]

    /// A React Native module's exported method (`RCT_EXPORT_METHOD(lockToPortrait) { … }`,
    /// `RCT_REMAP_METHOD(name, getOrientation:(RCTResponseSenderBlock)callback) { … }`): an instance method
    /// the macro declares, which JavaScript calls (held-out set 133). The remapping macros name the method after
    /// their first argument.
    mutating func exportedMethod(owner: String, isCategory: Bool) {
        let start = index
        let open = index + 1
        let close = Self.closingParenthesis(in: tokens, from: open)
        let remaps =
            tokens[start].text != "RCT_EXPORT_METHOD" && tokens[start].text != "RCT_EXPORT_BLOCKING_SYNCHRONOUS_METHOD"
        index = (remaps ? firstTopLevelComma(after: open, before: close) : nil).map { $0 + 1 } ?? open + 1
        let nameIndex = index
        let (selector, parameters) = selectorAndParameters(upTo: close)
        index = close + 1
        declarationRanges.append(start..<index)
        guard !selector.isEmpty, token(index)?.is("{") == true else { return }
        let end = matchingBrace(from: index)
        methods.append(
            Method(
                owner: owner, ownerIsCategory: isCategory, isInstance: true, selector: selector, returnType: "void",
                parameters: parameters, nameIndex: nameIndex, body: (index + 1)..<max(end, index + 1)))
        index = end + 1
    }

    /// The first `,` between the parentheses at `open` and `close` that no inner parenthesis holds.
    private func firstTopLevelComma(after open: Int, before close: Int) -> Int? {
        var depth = 0
        for at in (open + 1)..<max(open + 1, min(close, tokens.count)) {
            if tokens[at].is("(") { depth += 1 }
            if tokens[at].is(")") { depth -= 1 }
            if depth == 0, tokens[at].is(",") { return at }
        }
        return nil
    }
}
