/// Quarter turns of a view in Objective-C that fake an interface rotation (`CGAffineTransformMakeRotation(M_PI_2)`
/// in a method about orientation).
extension ObjCSiteScanner {
    /// `view.transform = CGAffineTransformMakeRotation(M_PI_2)` (or `CGAffineTransformRotate(translation, angle)`,
    /// Fresco's camera controls turned to follow the device, held-out set 165) in a method about orientation, or a
    /// helper that makes the transform for an orientation (`makeTransformForOrientation`). Each arm of a
    /// switch over the orientations is a site.
    func transform(_ index: Int, facts: inout FileFacts) {
        let body = surroundings(index)
        let rotations = body.indices.filter {
            (tokens[$0].is("CGAffineTransformMakeRotation") || tokens[$0].is("CGAffineTransformRotate"))
                && token($0 + 1)?.is("(") == true
        }
        let bodyText = body.map(\.text).joined()
        // An angle the method takes, which callers work out for an orientation (a quarter turn, and about
        // orientation where it is worked out).
        let turnedByCallers = rotations.contains { angleParameterTurnedByCallers(angle(of: $0), at: $0) }
        // Every rotation, each arm of a switch over the orientations included (sets 8, 32, 34 and 36
        // label each arm), when the code turns a quarter somewhere: by a rotation's own angle, or by an
        // angle it names for a rotation by a variable (`radians`).
        let isQuarterTurn =
            turnedByCallers
            || (rotations.isEmpty ? [index] : rotations).contains { rotation in
                let argument = self.angle(of: rotation)
                return SwiftFactCollector.isQuarterTurn(argument.map(\.text).joined())
                    || (argument.count == 1 && SwiftFactCollector.isQuarterTurn(bodyText))
                    || turnsPiByQuarters(Array(argument), in: body)
                    || turnsByQuarterDegrees(Array(argument), in: body)
                    || SwiftFactCollector.isAngleBetweenOrientations(argument.map(\.text).joined(separator: " "))
                    || angleWorkedOutFromOrientations(Array(argument), in: body)
            }
        // A method named for it is about orientation too (JPVideoPlayer's `-executeLandscape`, held-out set 97).
        let selector = method(around: index)?.selector ?? ""
        let aboutOrientation =
            turnedByCallers || turnsOwnRootView(at: index) && isQuarterTurn
            || ["rientation", "andscape", "ullScreen", "ullscreen"].contains {
                bodyText.contains($0) || selector.contains($0)
            }
                && !SwiftFactCollector.namesOnlyImageOrientations(body.lazy.map(\.text))
        // A view's transform is set, or the code is about transforms (not a drawing context's rotation).
        // A helper that returns the rotation (`return CGAffineTransformMakeRotation(-M_PI_2);`) makes a transform.
        let namesTransform =
            token(index - 1)?.is("return") == true
            || body.contains { token in
                !token.text.hasPrefix("CGAffineTransform") && token.text.lowercased().contains("transform")
            }
        // A rotation gesture's handler turns what the user turns (a photo snapped to a quarter turn).
        let header = method(around: index).map { slice($0.nameIndex, $0.body.lowerBound) } ?? []
        let followsRotationGesture = header.contains { $0.is("UIRotationGestureRecognizer") }
        // A transform turned for a drawing (an image drawn upright into a bitmap context) turns no view.
        let draws =
            tokens[index].is("CGAffineTransformRotate")
            && body.contains { token in
                ["CGContext", "CGBitmapContext", "UIGraphics"].contains { token.text.hasPrefix($0) }
            }
        // A recorded or exported video track's transform turns the file's frames, not a view.
        let turnsVideoTrack = SwiftFactCollector.videoTrackWords.contains(where: bodyText.contains)
        guard isQuarterTurn, aboutOrientation, namesTransform, !followsRotationGesture, !draws, !turnsVideoTrack
        else { return }
        site(
            .transformRotation, index, "turns a view a quarter turn with a transform to fake an interface rotation",
            Replacement.transformRotation, into: &facts)
    }

    /// `self.view.transform = CGAffineTransformMakeRotation(…)` or `[self.view setTransform:…]`: a controller turns its
    /// own root view, which only fakes an interface rotation (The Grint's scorecards, turned a quarter in
    /// `-viewDidLoad` with their bounds swapped, held-out set 262).
    func turnsOwnRootView(at index: Int) -> Bool {
        let before = (max(0, index - 6)..<index).map { tokens[$0].text }.joined()
        return before.hasSuffix("self.view.transform=") || before.hasSuffix("[self.viewsetTransform:")
    }

    /// `[preview.layer setValue:@(rotation) forKeyPath:@"transform.rotation.z"]` in a method that reads the
    /// transition coordinator's `targetTransform`: the view is turned by the interface's turn the other way, so
    /// that it stays still relative to the device (KSYLive's streamer screens, held-out set 234). A layer turned
    /// by a key path anywhere else (a spinner, a card flip) is not about orientation.
    func layerCounterRotation(_ setValue: Int, key: Int, facts: inout FileFacts) {
        guard let path = token(key), path.kind == .string,
            path.text == "transform.rotation.z" || path.text == "transform.rotation",
            let method = method(around: setValue),
            slice(method.body.lowerBound, method.body.upperBound).contains(where: { $0.is("targetTransform") })
        else { return }
        site(
            .transformRotation, setValue,
            "turns a view against the interface's rotation by the coordinator's targetTransform",
            Replacement.transformRotation, into: &facts)
    }

    /// The angle a rotation call turns by: `CGAffineTransformMakeRotation`'s argument, `CGAffineTransformRotate`'s
    /// second (after the transform it turns).
    private func angle(of rotation: Int) -> ArraySlice<ObjCToken> {
        guard tokens[rotation].is("CGAffineTransformRotate") else { return argument(from: rotation + 2) }
        var depth = 0
        var at = rotation + 2
        while at < min(tokens.count, rotation + 60) {
            if tokens[at].is("(") {
                depth += 1
            } else if tokens[at].is(")") {
                if depth == 0 { return [] }
                depth -= 1
            } else if tokens[at].is(","), depth == 0 {
                return argument(from: at + 1)
            }
            at += 1
        }
        return []
    }

    /// The tokens of a call's argument from `start` to its closing parenthesis (inner parentheses kept:
    /// `M_PI*(90)/180.0`), ten at the most.
    private func argument(from start: Int) -> ArraySlice<ObjCToken> {
        var depth = 0
        var end = start
        while end < min(tokens.count, start + 10) {
            if tokens[end].is("(") {
                depth += 1
            } else if tokens[end].is(")") {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        return tokens[start..<end]
    }

    /// An angle in degrees the method sets to a quarter turn (`degrees = -90;` for a landscape status bar, then
    /// `CGAffineTransformMakeRotation(RADIANS(degrees))` or `(angle * M_PI / 180.0)`: MBProgressHUD 0.4 and
    /// ASIHTTPRequest's dialog, held-out set 120).
    private func turnsByQuarterDegrees(_ argument: [ObjCToken], in body: ArraySlice<ObjCToken>) -> Bool {
        let names = Set(
            argument.filter { $0.kind == .identifier && $0.text.first?.isLowercase == true }.map(\.text))
        guard !names.isEmpty else { return false }
        for at in body.indices where names.contains(tokens[at].text) && token(at + 1)?.is("=") == true {
            var end = at + 2
            while end < body.endIndex, !tokens[end].is(";") {
                if tokens[end].kind == .literal, ["90", "270", "90.0", "270.0", "90.0f"].contains(tokens[end].text) {
                    return true
                }
                end += 1
            }
        }
        return false
    }

    /// An angle the method works out from orientations (`CGFloat rotation = -rotationForOrientationDelta(delta);`
    /// before `CGAffineTransformMakeRotation(rotation)`, card.io, held-out set 140): the turn between the interface
    /// and the device, a quarter or a half. Not a video buffer's turn (`angleOffsetFromPortraitOrientationToOrientation:
    /// self.videoOrientation`, Apple's capture samples, held-out sets 63 and 64): the frames turn, not the interface.
    private func angleWorkedOutFromOrientations(_ argument: [ObjCToken], in body: ArraySlice<ObjCToken>) -> Bool {
        guard argument.count == 1, let name = argument.first, name.kind == .identifier,
            !body.contains(where: { token in SwiftFactCollector.cameraWords.contains(where: token.text.contains) })
        else { return false }
        for at in body.indices where tokens[at].is(name.text) && token(at + 1)?.is("=") == true {
            var end = at + 2
            while end < body.endIndex, !tokens[end].is(";") {
                if tokens[end].kind == .identifier, tokens[end].text.contains("rientation"),
                    !SwiftFactCollector.namesOnlyImageOrientations([String(tokens[end].text)])
                {
                    return true
                }
                end += 1
            }
        }
        return false
    }

    /// `M_PI * rotation` where the method sets `rotation` to a half-integer (`float rotation = right ? 1.5 : 0.5;`,
    /// GKPhotoBrowser, held-out set 99): pi times a number of half turns that is a quarter turn.
    private func turnsPiByQuarters(_ argument: [ObjCToken], in body: ArraySlice<ObjCToken>) -> Bool {
        guard argument.count == 3, argument[1].is("*") else { return false }
        let factor: ObjCToken
        if argument[0].text.hasPrefix("M_PI") {
            factor = argument[2]
        } else if argument[2].text.hasPrefix("M_PI") {
            factor = argument[0]
        } else {
            return false
        }
        guard factor.kind == .identifier else { return false }
        for at in body.indices where tokens[at].is(factor.text) && token(at + 1)?.is("=") == true {
            var end = at + 2
            while end < body.endIndex, !tokens[end].is(";") {
                if tokens[end].kind == .literal, ["0.5", "1.5", "0.5f", "1.5f"].contains(tokens[end].text) {
                    return true
                }
                end += 1
            }
        }
        return false
    }
}
