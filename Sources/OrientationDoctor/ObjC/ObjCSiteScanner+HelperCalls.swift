extension ObjCSiteScanner {
    /// `[self enterFullscreen]`, `[self.playerView rotateTo:UIInterfaceOrientationLandscapeLeft animated:YES]`,
    /// `[super updateOrientation]`, `self.currentOrientation`: a message (or a property read through
    /// `self`) that may reach one of the app's methods.
    func plainCall(_ index: Int, facts: inout FileFacts) {
        let current = tokens[index]
        guard current.kind == .identifier, let previous = token(index - 1), let next = token(index + 1) else { return }
        let receiver: String?
        var selector: String
        if previous.is("."), token(index - 2)?.text == "self", !next.is("="), !next.is("(") {
            (receiver, selector) = (nil, current.text)
        } else if previous.kind == .identifier || previous.is("]") || previous.is(")"),
            next.is("]") || next.is(":"), token(index - 2)?.is("@") != true
        {
            if previous.kind == .identifier {
                receiver = ["self", "super"].contains(previous.text) ? nil : previous.text
            } else {
                // A message to another message's result (`[[Director shared] turn]`): not `self`, and of
                // no class the doctor can name.
                receiver = ProjectResolver.unnamedReceiver
            }
            selector = self.selector(from: index)
        } else {
            return
        }
        if selector.isEmpty { selector = current.text }
        let method = method(around: index)
        facts.plainCalls.append(
            PlainCall(
                name: current.text, base: receiver, labels: nil, selector: selector,
                enclosingType: method?.owner, function: functionKey(at: index), position: position(index)))
    }

    /// The selector of the message whose first part is at `start`: each `name:` at the message's
    /// own depth, up to its `]`.
    private func selector(from start: Int) -> String {
        guard token(start + 1)?.is(":") == true else { return tokens[start].text }
        var parts = ""
        var depth = 0
        var at = start
        while at < tokens.count {
            let current = tokens[at]
            if current.is("[") || current.is("(") || current.is("{") {
                depth += 1
            } else if current.is("]") || current.is(")") || current.is("}") {
                if depth == 0 { break }
                depth -= 1
            } else if current.is(";") {
                break
            } else if depth == 0, current.kind == .identifier, token(at + 1)?.is(":") == true,
                token(at - 1)?.is("?") != true
            {
                parts += current.text + ":"
            }
            at += 1
        }
        return parts
    }
}

extension ObjCFileAnalyzer {
    /// Each method definition's selector, class and lines.
    static func spans(_ structure: ObjCStructure, _ tokens: [ObjCToken]) -> [FunctionSpan] {
        structure.methods.compactMap { method in
            guard method.nameIndex < tokens.count, !method.body.isEmpty, method.body.upperBound <= tokens.count else {
                return nil
            }
            let name = tokens[method.nameIndex]
            return FunctionSpan(
                key: FunctionKey(name: String(method.selector.prefix { $0 != ":" }), owner: method.owner),
                selector: method.selector, firstLine: name.line, lastLine: tokens[method.body.upperBound - 1].line,
                isPlumbing: FunctionSpan.isCallback(method.selector),
                position: SourcePosition(line: name.line, column: name.column))
        }
    }
}
