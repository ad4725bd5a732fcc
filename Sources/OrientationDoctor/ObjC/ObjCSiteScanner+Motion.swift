/// The device's orientation worked out from CoreMotion, in Objective-C.
extension ObjCSiteScanner {
    /// `[motionManager startAccelerometerUpdatesToQueue:queue withHandler:^(…) { … }]` whose block,
    /// or a method of the same class the block sends to `self`, works out a device orientation
    /// from the readings (it names `UIDeviceOrientation…`).
    func motionDerivedOrientation(_ index: Int, facts: inout FileFacts) {
        // The handler's block: `withHandler:` then `^`, its parameters, and its braces.
        var at = index + 1
        while at < min(tokens.count, index + 40), !tokens[at].is("withHandler") { at += 1 }
        // A block the method stored before (`_motionHandler = ^(…) { … };` then `withHandler:_motionHandler`,
        // DBCamera's motion manager, held-out set 192).
        if let stored = storedHandlerBlock(passedAt: at + 2, before: index) { at = stored }
        while at < min(tokens.count, index + 60), !tokens[at].is("{") { at += 1 }
        guard at < tokens.count, tokens[at].is("{") else { return }
        let block = slice(at + 1, structure.matchingBrace(from: at))
        let words = wordsFollowingSelf(block.indices, owner: method(around: index)?.owner)
        guard SwiftFactCollector.derivesOrientation(words) else { return }
        site(
            .motionDerivedOrientation, index,
            "works out the device's orientation from CoreMotion (\(tokens[index].text):) to follow the device",
            Replacement.motionDerivedOrientation, into: &facts)
    }

    /// The opening of the block a variable passed as the handler was set to earlier in the method
    /// (`_motionHandler = ^ (CMAccelerometerData *data, NSError *error) {`), when the argument is a name.
    private func storedHandlerBlock(passedAt argument: Int, before call: Int) -> Int? {
        guard let name = token(argument), name.kind == .identifier, token(argument - 1)?.is(":") == true,
            let method = method(around: call)
        else { return nil }
        for at in method.body.lowerBound..<call
        where tokens[at].is(name.text) && token(at + 1)?.is("=") == true && token(at + 2)?.is("^") == true {
            var open = at + 3
            while open < call, !tokens[open].is("{") { open += 1 }
            return open < call ? open : nil
        }
        return nil
    }

    /// `[motionManager stopAccelerometerUpdates]`, `[motionManager startAccelerometerUpdates]` (no handler):
    /// sites when the same receiver's updates work out an orientation in this file (held-out set 82), in a
    /// handler or by polling: a method that reads the receiver's `accelerometerData` or `deviceMotion` and works
    /// out a `UIDeviceOrientation` from it (FastttCamera's `IFTTTDeviceOrientation`, held-out set 126).
    func motionCompanions(into facts: inout FileFacts) {
        let starts: Set<String> = [
            "startAccelerometerUpdatesToQueue", "startDeviceMotionUpdatesToQueue",
            "startDeviceMotionUpdatesUsingReferenceFrame",
        ]
        let derived = Set(facts.sites.filter { $0.code == .motionDerivedOrientation }.map(\.position))
        var receivers: Set<String> = []
        for index in tokens.indices.dropFirst() where starts.contains(tokens[index].text) {
            if derived.contains(position(index)), tokens[index - 1].kind == .identifier {
                receivers.insert(tokens[index - 1].text)
            }
        }
        for method in structure.methods {
            let body = tokens[method.body]
            for index in body.indices.dropFirst(2)
            where body[index].is("accelerometerData") || body[index].is("deviceMotion") {
                // `_motionManager.accelerometerData` or `[_motionManager accelerometerData]`.
                let receiver = body[index - 1].is(".") ? body[index - 2] : body[index - 1]
                // The reading handed to another method that works the orientation out (`return [self
                // getOrientationBy:self.motionManager.deviceMotion]`, react-native-camera, held-out set 153).
                guard receiver.kind == .identifier, !receivers.contains(receiver.text),
                    SwiftFactCollector.derivesOrientation(wordsFollowingSelf(method.body, owner: method.owner))
                else { continue }
                receivers.insert(receiver.text)
            }
        }
        guard !receivers.isEmpty else { return }
        let companions: [String: String] = [
            "stopAccelerometerUpdates": "stops", "stopDeviceMotionUpdates": "stops",
            "startAccelerometerUpdates": "starts", "startDeviceMotionUpdates": "starts",
        ]
        for index in tokens.indices.dropFirst() {
            guard let verb = companions[tokens[index].text], receivers.contains(tokens[index - 1].text),
                token(index + 1)?.is("]") == true
            else { continue }
            facts.sites.append(
                DirectSite(
                    code: .motionDerivedOrientation, position: position(index),
                    today: "\(verb) the CoreMotion updates the device's orientation is worked out from",
                    replacement: Replacement.motionDerivedOrientation))
        }
    }

    /// The words of a stretch of code and of the methods of `owner` it sends to `self` (`[self process:data]`,
    /// `[weakSelf process:data]`, by the first part of their selectors).
    private func wordsFollowingSelf(_ range: Range<Int>, owner: String?) -> [String] {
        var words = tokens[range].map(\.text)
        let sent = Set(
            range.dropLast().compactMap { position -> String? in
                guard tokens[position].kind == .identifier,
                    tokens[position].text == "self" || tokens[position].text.lowercased().hasSuffix("self")
                else { return nil }
                return tokens[position + 1].kind == .identifier ? tokens[position + 1].text : nil
            })
        guard let owner, !sent.isEmpty else { return words }
        for method in structure.methods
        where method.owner == owner && sent.contains(String(method.selector.prefix { $0 != ":" })) {
            words += tokens[method.body].map(\.text)
        }
        return words
    }
}
