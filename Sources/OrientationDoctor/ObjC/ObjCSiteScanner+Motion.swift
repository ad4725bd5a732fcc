/// The device's orientation worked out from CoreMotion, in Objective-C.
extension ObjCSiteScanner {
    /// `[motionManager startAccelerometerUpdatesToQueue:queue withHandler:^(…) { … }]` whose block,
    /// or a method of the same class the block sends to `self`, works out a device orientation
    /// from the readings (it names `UIDeviceOrientation…`).
    func motionDerivedOrientation(_ index: Int, facts: inout FileFacts) {
        // The handler's block: `withHandler:` then `^`, its parameters, and its braces.
        var at = index + 1
        while at < min(tokens.count, index + 40), !tokens[at].is("withHandler") { at += 1 }
        while at < min(tokens.count, index + 60), !tokens[at].is("{") { at += 1 }
        guard at < tokens.count, tokens[at].is("{") else { return }
        let block = slice(at + 1, structure.matchingBrace(from: at))
        var words = block.map(\.text)
        // `[self process:data]` and `[weakSelf process:data]`: the first part of the selectors sent.
        let sent = Set(
            block.indices.dropLast().compactMap { position -> String? in
                guard tokens[position].kind == .identifier,
                    tokens[position].text == "self" || tokens[position].text.lowercased().hasSuffix("self")
                else { return nil }
                return tokens[position + 1].kind == .identifier ? tokens[position + 1].text : nil
            })
        if let owner = method(around: index)?.owner {
            for method in structure.methods
            where method.owner == owner && sent.contains(String(method.selector.prefix { $0 != ":" })) {
                words += tokens[method.body].map(\.text)
            }
        }
        guard words.contains(where: { $0.fastContains("eviceOrientation") }) else { return }
        site(
            .motionDerivedOrientation, index,
            "works out the device's orientation from CoreMotion (\(tokens[index].text):) to follow the device",
            Replacement.motionDerivedOrientation, into: &facts)
    }
}
