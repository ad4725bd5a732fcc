/// The app's own wrappers of orientation APIs in Objective-C: a method named for orientation
/// whose body reads or requests one (`+ (UIInterfaceOrientation)interfaceOrientation` reading the
/// scene, LittleGo's `UiElementMetrics`), the messages that reach such a method, and the methods
/// of the same class that relay it (`+interfaceOrientationIsPortrait` sending `interfaceOrientation`).
/// The resolver matches them as it does Swift's (``ProjectResolver/wrapperUses(_:)``).
extension ObjCSiteScanner {
    /// The method around a site, as Swift's wrappers see a member: its first selector part, its
    /// class, and a signature whose return type is spelled as Swift would (`-> Bool` for `BOOL`).
    func wrapperMember(around index: Int) -> (name: String, owner: String?, isProperty: Bool, signature: String)? {
        guard let method = method(around: index) else { return nil }
        let name = String(method.selector.prefix { $0 != ":" })
        let returned = ["BOOL", "bool", "Boolean"].contains(method.returnType) ? "Bool" : method.returnType
        return (name, method.owner, false, "(\(method.parameters.joined(separator: ", "))) -> \(returned)")
    }

    /// Records the method around a site as the app's wrapper of it, when it is one.
    func noteWrapper(
        _ code: DoctorCode, _ at: Int, _ today: String, _ replacement: String, into facts: inout FileFacts
    ) {
        guard SwiftFactCollector.wrappedCodes.contains(code), let member = wrapperMember(around: at),
            let wrapper = SwiftFactCollector.wrapper(of: code, in: member, today: today, replacement: replacement)
        else { return }
        facts.wrappers.append(wrapper)
    }

    /// `[UiElementMetrics interfaceOrientation]`, `[self.metrics isLandscape]`: a message whose
    /// selector may name a wrapper, with its receiver as written. Inside a method named for
    /// orientation, a message to the method's own class (`self`, its class's name) is a relay.
    func wrapperUse(_ index: Int, facts: inout FileFacts) {
        let current = tokens[index]
        // A class property read in dot syntax (`UIApplication.orientation`, iSub's category reading the scene, held-out
        // set 246): its receiver is the class.
        if current.kind == .identifier, SwiftFactCollector.mayNameWrapper(current.text),
            token(index - 1)?.is(".") == true, let type = token(index - 2), type.kind == .identifier,
            type.text.first?.isUppercase == true, token(index - 3)?.is(".") != true,
            token(index + 1)?.is("=") != true, token(index + 1)?.is("(") != true,
            !facts.sites.contains(where: { $0.position == position(index) })
        {
            facts.orientationNameUses.append(
                OrientationNameUse(
                    name: current.text, base: type.text, position: position(index), function: functionKey(at: index)))
            return
        }
        guard current.kind == .identifier, SwiftFactCollector.mayNameWrapper(current.text),
            let previous = token(index - 1), previous.kind == .identifier || previous.is("]"),
            let next = token(index + 1), next.is("]") || next.is(":"),
            let receiver = receiverText(before: index),
            !facts.sites.contains(where: { $0.position == position(index) })
        else { return }
        let function = functionKey(at: index)
        if let method = method(around: index), let member = wrapperMember(around: index),
            member.name != current.text, member.name.fastContains("rientation"),
            receiver == "self" || receiver == method.owner, OrientationMember(rawValue: member.name) == nil
        {
            facts.wrapperRelays.append(
                WrapperRelay(
                    caller: member.name, owner: member.owner, isProperty: false, signature: member.signature,
                    callee: current.text))
            return
        }
        facts.orientationNameUses.append(
            OrientationNameUse(name: current.text, base: receiver, position: position(index), function: function))
    }

    /// The receiver of the message whose selector starts at `index`: the names before it
    /// (`UiElementMetrics`, `self.metrics`), or the text of the bracketed message before it
    /// (`[LayoutManager sharedManager]`).
    private func receiverText(before index: Int) -> String? {
        guard let previous = token(index - 1) else { return nil }
        if previous.kind == .identifier {
            // `[receiver selector]`, `[self.metrics selector]`: the receiver follows the bracket that opens the message.
            var start = index - 1
            while token(start - 1)?.is(".") == true, token(start - 2)?.kind == .identifier { start -= 2 }
            guard token(start - 1)?.is("[") == true else { return nil }
            return tokens[start..<index].map(\.text).joined()
        }
        var depth = 0
        var at = index - 1
        while at >= 0 {
            if tokens[at].is("]") { depth += 1 }
            if tokens[at].is("[") {
                depth -= 1
                if depth == 0 { break }
            }
            at -= 1
        }
        guard at >= 0, token(at - 1)?.is("[") == true else { return nil }
        return tokens[at..<index].map(\.text).joined(separator: " ")
    }
}
