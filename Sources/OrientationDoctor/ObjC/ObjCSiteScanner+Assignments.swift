/// Writes in Objective-C (`name = …`, `obj.name = …`, `[obj setName:…]`), with the class of the object written to
/// where the file tells it: the lock writes and helper writes the resolver matches by name.
extension ObjCSiteScanner {
    /// The class a plain receiver is declared with in the method around it: a local
    /// (`VLCPlayerViewController *player = …;`) or a parameter (`(VLCPlayerViewController *)player`).
    private func declaredType(of receiver: ObjCToken, before index: Int) -> String? {
        guard receiver.kind == .identifier, receiver.text != "self", receiver.text != "super",
            let method = method(around: index)
        else { return nil }
        var at = index - 3
        let start = max(method.nameIndex, method.body.lowerBound - 64)
        while at >= start + 2 {
            if tokens[at].is(receiver.text), tokens[at - 1].is("*"), tokens[at - 2].kind == .identifier,
                tokens[at - 2].text.first?.isUppercase == true
            {
                return tokens[at - 2].text
            }
            at -= 1
        }
        return nil
    }

    /// The class a class method of this file returns, for the message `[Class method]` that ends at `close`
    /// (`[[UADSApiAdUnit getAdUnit] setSupportedOrientations:…]` with `+ (UADSViewController *)getAdUnit`, Unity
    /// Ads, held-out set 159).
    private func classMethodResult(endingAt close: Int) -> String? {
        guard close >= 3, tokens[close - 3].is("["), tokens[close - 2].kind == .identifier,
            tokens[close - 1].kind == .identifier,
            let method = structure.methods.first(where: {
                !$0.isInstance && $0.owner == tokens[close - 2].text && $0.selector == tokens[close - 1].text
            })
        else { return nil }
        let type = method.returnType.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return type
    }

    /// `name = …` (not `==`), `_name = …`, `obj.name = …`, `[obj setName:…]`.
    func assignment(_ index: Int, facts: inout FileFacts) {
        let current = tokens[index]
        guard current.kind == .identifier else { return }
        if token(index + 1)?.is("=") == true, isLocal(current.text, at: index) { return }
        // `@synthesize screenOrientation = _screenOrientation;` names the property's storage; it writes nothing.
        if token(index + 1)?.is("=") == true, isSynthesized(at: index) { return }
        let base = tokens[max(0, index - 8)..<index].map(\.text).joined()
        let function = functionKey(at: index)
        if token(index + 1)?.is("=") == true {
            var fact = AssignmentFact(
                name: String(current.text.drop { $0 == "_" }),
                base: token(index - 1)?.is(".") == true ? base : nil,
                swiftUIModifier: nil,
                position: position(index), language: .objectiveC, function: function,
                value: statementText(from: index + 2))
            if token(index - 1)?.is(".") == true, token(index - 3)?.is(".") != true, let receiver = token(index - 2) {
                fact.receiverType = declaredType(of: receiver, before: index)
            }
            facts.assignments.append(fact)
        } else if current.text.count > 3, current.text.hasPrefix("set"), token(index + 1)?.is(":") == true,
            let receiver = token(index - 1), receiver.kind == .identifier || receiver.is("]") || receiver.is(")")
        {
            let property = current.text.dropFirst(3)
            guard let first = property.first, first.isUppercase else { return }
            var fact = AssignmentFact(
                name: first.lowercased() + property.dropFirst(), base: base,
                swiftUIModifier: nil, position: position(index),
                language: .objectiveC, function: function, value: statementText(from: index + 2))
            if token(index - 2)?.is("[") == true { fact.receiverType = declaredType(of: receiver, before: index) }
            if receiver.is("]") { fact.receiverType = classMethodResult(endingAt: index - 1) }
            facts.assignments.append(fact)
        }
    }
}
