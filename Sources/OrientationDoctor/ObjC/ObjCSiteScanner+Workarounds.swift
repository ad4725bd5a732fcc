/// What apps write around the orientation APIs, in Objective-C: reads of
/// the device's orientation, notifications turned on and off, swizzling,
/// throwaway presentations, transforms, private classes by name, ignored
/// geometry errors, and calls of app-made lock helpers.
extension ObjCSiteScanner {
    private static let swizzleFunctions: Set<String> = [
        "method_exchangeImplementations", "class_replaceMethod", "method_setImplementation",
    ]
    /// UIKit's rotation callbacks before iOS 8: an exchange of one (Urban Airship's split view, which swaps in its own
    /// `willAnimateRotationToInterfaceOrientation:duration:` to lay out its panes, held-out set 262) rotates by hand
    /// as an orientation method's does.
    static let rotationCallbacks = [
        "willAnimateRotationToInterfaceOrientation", "willRotateToInterfaceOrientation",
        "didRotateFromInterfaceOrientation",
    ]
    private static let deviceTests: Set<String> = [
        "UIDeviceOrientationIsLandscape", "UIDeviceOrientationIsPortrait", "UIDeviceOrientationIsFlat",
        "UIDeviceOrientationIsValidInterfaceOrientation",
    ]

    /// The method around a token, if any.
    func method(around index: Int) -> ObjCStructure.Method? {
        // Methods are recorded in file order and never nest: the last one starting at or before `index`.
        let methods = structure.methods
        var low = 0
        var high = methods.count
        while low < high {
            let middle = (low + high) / 2
            if methods[middle].body.lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, methods[low - 1].body.contains(index) else { return nil }
        return methods[low - 1]
    }

    /// Whether the statement around a token declares a local (`UIInterfaceOrientation o = …;`)
    /// that the rest of its method never names: the value read there decides nothing.
    func declaresUnusedLocal(around index: Int) -> Bool {
        guard let local = localDeclared(around: index) else { return false }
        return local.uses.isEmpty
    }

    /// The local the statement around a token declares (`UIInterfaceOrientation o = …;`), with where the rest of its
    /// method names it; `nil` when the statement declares none.
    func localDeclared(around index: Int) -> (name: String, uses: [Int], methodStart: Int)? {
        guard let method = method(around: index) else { return nil }
        var start = index
        while start > method.body.lowerBound,
            !(tokens[start - 1].is(";") || tokens[start - 1].is("{")
                || tokens[start - 1].is("}"))
        {
            start -= 1
        }
        guard let equals = (start..<index).first(where: { tokens[$0].is("=") }), equals >= start + 2,
            tokens[equals - 1].kind == .identifier, tokens[equals - 2].kind == .identifier,
            let end = (index..<method.body.upperBound).first(where: { tokens[$0].is(";") })
        else { return nil }
        let name = tokens[equals - 1].text
        let uses = ((end + 1)..<method.body.upperBound).filter {
            tokens[$0].kind == .identifier && tokens[$0].text == name
        }
        return (name, uses, method.body.lowerBound)
    }

    /// Whether a token sits in the block given to an observer of the status bar orientation
    /// notification (`addObserverForName:UIApplicationWillChangeStatusBarOrientationNotification … usingBlock:^{ … }`):
    /// a block opened in the statement that names the notification, and still open.
    func isInStatusBarObserverBlock(_ index: Int) -> Bool {
        guard let method = method(around: index),
            let name = (method.body.lowerBound..<index).last(where: { at in
                tokens[at].text.hasSuffix("ChangeStatusBarOrientationNotification")
            })
        else { return false }
        var depth = 0
        var caret = false
        for token in tokens[name..<index] {
            // The statement that names the notification ended before any block opened in it.
            if token.is(";"), depth == 0 { return false }
            if token.is("^") { caret = true }
            if token.is("{") { depth += 1 } else if token.is("}") { depth -= 1 }
        }
        return caret && depth > 0
    }

    /// `scene.effectiveGeometry.interfaceOrientation` or `[[scene effectiveGeometry] interfaceOrientation]`
    /// at `index` (the `interfaceOrientation` token): the two names before it, each after a `.` or a `]`.
    func readsEffectiveGeometry(at index: Int) -> Bool {
        func isLink(_ at: Int) -> Bool { at >= 0 && at < tokens.count && (tokens[at].is(".") || tokens[at].is("]")) }
        guard index >= 4, isLink(index - 1), tokens[index - 2].is("effectiveGeometry"), isLink(index - 3) else {
            return false
        }
        return tokens[index - 4].kind == .identifier && tokens[index - 4].text.lowercased().contains("scene")
    }

    /// True when the class of the method around `index` declares its own `interfaceOrientation`
    /// property in this file: `self.interfaceOrientation` is then the app's, not a view controller's.
    func declaresInterfaceOrientation(around index: Int) -> Bool {
        guard let owner = method(around: index)?.owner else { return false }
        return structure.variables.contains { $0.name == "interfaceOrientation" && $0.scope == .instance(owner) }
    }

    /// `[[UIDevice currentDevice] setValuesForKeysWithDictionary:@{@"orientation": @(…)}]`: the KVC
    /// write of the device orientation, with a dictionary.
    func deviceOrientationDictionaryWrite(_ index: Int, into facts: inout FileFacts) {
        // The dictionary's entries, up to the end of the statement.
        var end = index + 2
        while end < tokens.count, !tokens[end].is(";"), end < index + 60 { end += 1 }
        let entries = slice(index + 2, end)
        guard let key = entries.firstIndex(where: { $0.kind == .string && $0.text == "orientation" }),
            token(key + 1)?.is(":") == true
        else { return }
        let receiver = slice(index - 6, index).map(\.text).joined().lowercased()
        let value = slice(key + 2, end)
        // A camera's orientation stored in a record (`@"orientation": @(connection.videoOrientation)` given to a
        // Core Data object, Clearcam, held-out set 185) is no device's.
        let namesInterfaceOrientation = value.contains { token in
            token.text.contains("Orientation") && !SwiftFactCollector.cameraWords.contains(where: token.text.contains)
        }
        guard receiver.contains("device") || namesInterfaceOrientation else { return }
        let orientation = value.lazy.compactMap { Self.orientationName($0.text) }.first
        site(
            .deviceOrientationWrite, index,
            "writes the device orientation through KVC (setValuesForKeysWithDictionary:@{@\"orientation\": …})",
            Replacement.rotate(orientation) + " (from Swift)", into: &facts)
    }

    /// The tokens from `start` up to `end`, clamped to the file (empty past its end).
    func slice(_ start: Int, _ end: Int) -> ArraySlice<ObjCToken> {
        let lower = min(max(0, start), tokens.count)
        return tokens[lower..<min(max(lower, end), tokens.count)]
    }

    /// The tokens of the method or C function around `index`, or the tokens near it outside both.
    func surroundings(_ index: Int) -> ArraySlice<ObjCToken> {
        if let method = method(around: index) { return tokens[method.body] }
        // A C function's body, as a method's: not the next class's tokens (YYImage's coder).
        if let function = structure.cFunctions.first(where: { $0.body.contains(index) }) {
            return tokens[function.body]
        }
        return slice(index - 80, index + 40)
    }

    func mentions(_ words: [String], near index: Int) -> Bool {
        surroundings(index).contains { token in words.contains { token.text.fastContains($0) } }
    }

    /// The function key of the method around `index`.
    func functionKey(at index: Int) -> FunctionKey? {
        method(around: index).map { method in
            FunctionKey(
                name: String(method.selector.prefix { $0 != ":" }), owner: method.owner, selector: method.selector)
        }
    }

    /// The tokens between the parentheses of the call whose name is at `index` (none without them).
    func callArguments(_ index: Int) -> ArraySlice<ObjCToken> {
        guard token(index + 1)?.is("(") == true else { return [] }
        let close = ObjCStructure.closingParenthesis(in: tokens, from: index + 1)
        return tokens[(index + 2)..<max(index + 2, close)]
    }

    /// The statement's text from `start` to the next `;` (80 characters at most).
    func statementText(from start: Int) -> String {
        var text = ""
        var at = start
        while at < tokens.count, !tokens[at].is(";"), text.count < 80 {
            text += tokens[at].text
            at += 1
        }
        return text
    }

    /// The workaround sites; true when the token names one.
    func workaround(_ index: Int, facts: inout FileFacts) -> Bool {
        let current = tokens[index]
        switch current.text {
        case "orientation":
            deviceRead(index, facts: &facts)
        case _ where Self.deviceTests.contains(current.text) && token(index + 1)?.is("(") == true:
            guard testsTheDevice(index) else { return true }
            reportDeviceRead(index, "tests the device's orientation (\(current.text)) to decide the interface", &facts)
        case "beginGeneratingDeviceOrientationNotifications", "endGeneratingDeviceOrientationNotifications":
            site(
                .deviceOrientationNotifications, index,
                "turns the device orientation notifications on or off (\(current.text)) to drive the interface",
                Replacement.deviceNotifications, into: &facts)
        case _ where Self.swizzleFunctions.contains(current.text):
            // An exchange that names its selectors in its arguments swizzles those: a status bar's beside the
            // orientation's in one `+load` is not one (react-native-screens, held-out set 133).
            let arguments = callArguments(index)
            let namesSelectors = arguments.contains { $0.is("@selector") }
            let swizzled = SwiftFactCollector.orientationSelectors + Self.rotationCallbacks
            let orientation =
                namesSelectors
                ? arguments.contains { swizzled.contains(String($0.text)) }
                : mentions(swizzled, near: index)
            if namesSelectors, arguments.contains(where: { SwiftFactCollector.orientationSelectors.contains($0.text) })
            {
                // The method put in the orientation method's place answers for every controller.
                for at in arguments.indices where arguments[at].is("@selector") {
                    let name = arguments.dropFirst(at - arguments.startIndex + 1).first { $0.kind == .identifier }
                    if let name, !SwiftFactCollector.orientationSelectors.contains(String(name.text)) {
                        facts.swizzleReplacements.insert(String(name.text))
                    }
                }
            }
            if orientation {
                site(
                    .orientationSwizzle, index, "swizzles an orientation method (\(current.text))",
                    Replacement.swizzle, into: &facts)
            }
        case _
        where current.kind == .identifier && current.text.containsIgnoringCase("swizzl")
            && (token(index + 1)?.is("(") == true || token(index + 1)?.is(":") == true):
            let following = slice(index, index + 24)
            guard following.contains(where: { SwiftFactCollector.orientationSelectors.contains($0.text) }) else {
                return false
            }
            site(
                .orientationSwizzle, index, "swizzles an orientation method (\(current.text))", Replacement.swizzle,
                into: &facts)
        // `presentModalViewController:animated:` is the same before iOS 5 (held-out set 238).
        case "presentViewController" where token(index + 1)?.is(":") == true,
            "presentModalViewController" where token(index + 1)?.is(":") == true:
            dummyPresentation(index, facts: &facts)
        case "startAccelerometerUpdatesToQueue", "startDeviceMotionUpdatesToQueue",
            "startDeviceMotionUpdatesUsingReferenceFrame":
            motionDerivedOrientation(index, facts: &facts)
        case "CGAffineTransformMakeRotation" where token(index + 1)?.is("(") == true,
            "CGAffineTransformRotate" where token(index + 1)?.is("(") == true:
            transform(index, facts: &facts)
        case "NSClassFromString" where token(index + 2)?.kind == .string:
            privateClass(index, facts: &facts)
        default:
            return false
        }
        return true
    }

    /// `[self presentViewController:[UIViewController new] …]` with a dismissal in the same method, or
    /// a controller dismissed in the presentation's own completion block (nobody sees it) when it is a
    /// throwaway or the method is about orientation: an alert shown for a moment is no dummy (Monal).
    private func dummyPresentation(_ index: Int, facts: inout FileFacts) {
        let argument = slice(index + 2, index + 12).prefix { !$0.is("animated") }
        var isThrowaway = zip(argument, argument.dropFirst()).contains { pair in
            pair.0.is("UIViewController") && (pair.1.is("alloc") || pair.1.is("new"))
        }
        let body = surroundings(index)
        if !isThrowaway, let name = argument.first, name.kind == .identifier {
            let texts = body.map(\.text)
            isThrowaway = zip(texts.indices, texts.indices.dropFirst(4)).contains { start, end in
                texts[start] == name.text && texts[start + 1] == "="
                    && texts[(start + 2)...end].contains("UIViewController")
            }
        }
        func aboutOrientation() -> Bool {
            let selector = method(around: index)?.selector ?? ""
            return SwiftFactCollector.orientationContextWords.contains { word in
                selector.fastContains(word) || body.contains { $0.text.fastContains(word) }
            }
        }
        if dismissedInCompletion(index) && (isThrowaway || aboutOrientation()) {
            site(
                .dummyPresentation, index,
                "presents a view controller and dismisses it as soon as it is on screen, to make UIKit ask for "
                    + "the orientations again", Replacement.dummyPresentation, into: &facts)
            return
        }
        guard isThrowaway,
            body.contains(where: {
                $0.is("dismissViewControllerAnimated") || $0.is("dismissModalViewControllerAnimated")
            })
        else { return }
        site(
            .dummyPresentation, index,
            "presents and dismisses an empty view controller to make UIKit ask for the orientations again",
            Replacement.dummyPresentation, into: &facts)
    }

    /// `completion:^{ [dummy dismissViewControllerAnimated:NO completion:nil]; }` in the message
    /// whose `presentViewController:` is at `index`.
    private func dismissedInCompletion(_ index: Int) -> Bool {
        var at = index + 2
        var depth = 0 // brackets and parentheses opened since the argument began
        while at < min(tokens.count, index + 200) {
            let current = tokens[at]
            if current.is("[") || current.is("(") { depth += 1 }
            if current.is("]") || current.is(")") {
                if depth == 0 { return false } // the message ends without a completion block
                depth -= 1
            }
            if depth == 0, current.is("completion"), token(at + 1)?.is(":") == true, token(at + 2)?.is("^") == true {
                break
            }
            at += 1
        }
        guard at < tokens.count, tokens[at].is("completion") else { return false }
        var open = at + 3
        while open < min(tokens.count, at + 12), !tokens[open].is("{") { open += 1 }
        guard open < tokens.count, tokens[open].is("{") else { return false }
        return slice(open + 1, structure.matchingBrace(from: open)).contains { $0.is("dismissViewControllerAnimated") }
    }

    /// `NSClassFromString(@"UIWindowSceneGeometryPreferencesIOS")`, `NSClassFromString(@"UIDevice")`.
    private func privateClass(_ index: Int, facts: inout FileFacts) {
        let name = tokens[index + 2].text
        if name == "UIWindowSceneGeometryPreferencesIOS" {
            // The request itself is sent through a selector built from a string: one site, there.
            let sendsBySelector = surroundings(index).contains {
                $0.kind == .string && $0.text == "requestGeometryUpdateWithPreferences:errorHandler:"
            }
            guard !sendsBySelector else { return }
            site(
                .manualGeometryRequest, index,
                "builds geometry preferences through NSClassFromString to request an orientation by hand",
                Replacement.geometryRequest, into: &facts)
        } else if name == "UIDevice", mentions(["rientation"], near: index) {
            site(
                .deviceOrientationWrite, index, "reaches UIDevice through NSClassFromString to set its orientation",
                Replacement.rotate(nil) + " (from Swift)", into: &facts)
        }
    }

    /// True for a request built from Mac or visionOS preferences only (a window frame, not an orientation).
    func isNonOrientationGeometry(_ index: Int) -> Bool {
        let body = surroundings(index)
        let other = body.contains {
            $0.is("UIWindowSceneGeometryPreferencesMac") || $0.is("UIWindowSceneGeometryPreferencesVision")
        }
        return other && !body.contains { $0.is("UIWindowSceneGeometryPreferencesIOS") }
    }

    /// `errorHandler:nil` or `errorHandler:^(NSError *error) {}` after a geometry request.
    func emptyErrorHandler(after index: Int, facts: inout FileFacts) {
        var at = index
        while at < min(tokens.count, index + 20), !tokens[at].is("errorHandler") { at += 1 }
        guard at < tokens.count, tokens[at].is("errorHandler"), token(at + 1)?.is(":") == true,
            let value = token(at + 2)
        else { return }
        var isEmpty = value.is("nil") || value.is("NULL")
        if value.is("^") {
            var open = at + 3
            while open < min(tokens.count, at + 12), !tokens[open].is("{") { open += 1 }
            isEmpty = token(open)?.is("{") == true && token(open + 1)?.is("}") == true
        }
        guard isEmpty else { return }
        site(
            .emptyGeometryErrorHandler, at + 2, "ignores the error of a geometry request (a refusal goes unnoticed)",
            Replacement.emptyGeometryErrorHandler, into: &facts)
    }

    /// Whether the method or class around a window creation is about a player or orientation,
    /// the view controller classes it names, and whether it is for an external display.
    func windowContext(_ index: Int) -> (servesPlayer: Bool, roots: Set<String>, onExternalScreen: Bool) {
        let body = surroundings(index)
        let owner = method(around: index)?.owner ?? ""
        let words = ["player", "video", "movie", "fullscreen", "full_screen", "landscape", "orientation", "rotat"]
        let mentionsPlayer = ([owner] + body.map(\.text)).contains { text in
            let lower = text.lowercased()
            return words.contains(where: lower.contains)
        }
        let servesPlayer = mentionsPlayer && !SwiftFactCollector.showsDecoration(body.map(\.text).joined())
        var roots = Set(
            body.filter {
                $0.kind == .identifier && $0.text.hasSuffix("Controller") && $0.text.first?.isUppercase == true
            }
            .map(\.text))
        // A property or instance variable named for a controller (`self.explorerViewController`, FLEX's
        // window, held-out set 99): the class the file declares it with.
        let properties = Set(
            body.filter { $0.kind == .identifier && $0.text.hasSuffix("Controller") }.map {
                String($0.text.drop { $0 == "_" })
            }
            .filter { $0.first?.isLowercase == true })
        roots.formUnion(properties.compactMap(declaredClass(ofProperty:)))
        if !owner.isEmpty, rootsItself(owner) { roots.insert(owner) }
        return (servesPlayer, roots, ExternalScreen.isMentioned(inCompact: body.map(\.text).joined()))
    }

    /// Whether a method of `owner` makes the object the root of a window (`self.messageWindow.rootViewController =
    /// self;`): a view controller that makes its own window and shows itself in it (Braze's in-app message window
    /// controller, held-out set 158).
    private func rootsItself(_ owner: String) -> Bool {
        tokens.indices.dropLast(2).contains { at in
            tokens[at].is("rootViewController") && tokens[at + 1].is("=") && tokens[at + 2].is("self")
                && method(around: at)?.owner == owner
        }
    }

    /// The class a property or instance variable of the file is declared with (`FLEXExplorerViewController
    /// *explorerViewController;`, `… *_explorerViewController;`).
    private func declaredClass(ofProperty name: String) -> String? {
        for at in tokens.indices.dropFirst(2) where tokens[at].is(name) || tokens[at].is("_" + name) {
            guard token(at + 1)?.is(";") == true, tokens[at - 1].is("*"), tokens[at - 2].kind == .identifier,
                tokens[at - 2].text.first?.isUppercase == true
            else { continue }
            return tokens[at - 2].text
        }
        return nil
    }
}
