/// Writes of an orientation lock through a selector built from a string:
/// `SEL selector = NSSelectorFromString(@"setSupportedOrientations:")`, then
/// `objc_msgSend(vc, selector, list)`, the way a plugin sets its host
/// controller's list without linking the host's header
/// (cordova-plugin-screen-orientation, held-out set 134).
extension ObjCSiteScanner {
    /// Whether a selector's name sets a set of allowed orientations (`setSupportedOrientations:`,
    /// `setAllowedOrientationMask:`), not one orientation (`setOrientation:`, a private UIDevice write)
    /// nor the status bar's (`setStatusBarOrientation:`).
    static func setsOrientationLock(_ selector: String) -> Bool {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.split(separator: ":").count == 1 else {
            return false
        }
        let name = selector.dropFirst(3).dropLast()
        guard !name.hasPrefix("StatusBar") else { return false }
        return name.hasSuffix("Orientations") || name.contains("OrientationMask") || name.contains("OrientationLock")
            || name.contains("LockedOrientation")
    }

    /// The variables given a lock setter's selector built from a string, with the method that builds it.
    func lockSetterSelectorVariables() -> [String: Range<Int>?] {
        var variables: [String: Range<Int>?] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard Self.selectorBuilders.contains(tokens[index].text),
                token(index + 1)?.is("(") == true, let name = token(index + 2), name.kind == .string,
                Self.setsOrientationLock(name.text), token(index - 1)?.is("=") == true,
                let variable = token(index - 2), variable.kind == .identifier
            else { continue }
            variables[variable.text] = method(around: index)?.body
        }
        return variables
    }

    /// `objc_msgSend(receiver, variable, value)` (cast or not) through a variable holding a lock setter's
    /// selector, outside the method that builds it (there the builder is the site): the write itself.
    func lockWriteThroughSelectorVariable(
        _ index: Int, variables: [String: Range<Int>?], into facts: inout FileFacts
    ) {
        var open = index + 1
        if token(open)?.is(")") == true { open += 1 }
        guard token(open)?.is("(") == true else { return }
        let close = ObjCStructure.closingParenthesis(in: tokens, from: open)
        var depth = 0
        var commas: [Int] = []
        for at in (open + 1)..<min(close, tokens.count) {
            if tokens[at].is("(") || tokens[at].is("[") { depth += 1 }
            if tokens[at].is(")") || tokens[at].is("]") { depth -= 1 }
            if depth == 0, tokens[at].is(",") { commas.append(at) }
        }
        guard commas.count >= 2, commas[1] == commas[0] + 2, let selector = token(commas[0] + 1),
            selector.kind == .identifier, let builder = variables[selector.text]
        else { return }
        if let builder, builder.contains(index) { return }
        site(
            .lockWrite, index,
            "sets an orientation lock by sending a setter selector built from a string (objc_msgSend)",
            Replacement.lockWrite, into: &facts)
    }
}
