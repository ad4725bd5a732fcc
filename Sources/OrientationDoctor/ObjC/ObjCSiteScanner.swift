/// Scans the live tokens of an Objective-C file (not the declarations)
/// for orientation sites: device-orientation writes in every spelling,
/// UIKit calls, windows, and assignments.
struct ObjCSiteScanner {
    let tokens: [ObjCToken]
    let structure: ObjCStructure
    /// The variables given a lock setter's selector built from a string, with the body of the method building it.
    var lockSelectorVariables: [String: Range<Int>?] = [:]
    /// The lines of the file's conditionals about an orientation (`#if LANDSCAPE_MODE` … `#endif`).
    var orientationConditions: [ClosedRange<Int>] = []

    /// The orientation notifications, whose names an observer may write as strings.
    static let notificationNames: Set<String> = [
        "UIDeviceOrientationDidChangeNotification", "UIApplicationDidChangeStatusBarOrientationNotification",
        "UIApplicationWillChangeStatusBarOrientationNotification",
    ]
    static let selectorBuilders: Set<String> = ["NSSelectorFromString", "sel_registerName", "sel_getUid"]
    static let launchSelectors: Set<String> = [
        "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:",
        "scene:willConnectToSession:options:",
    ]

    /// The Swift name of an Objective-C interface or device orientation
    /// constant, as the interface orientation it produces.
    static func orientationName(_ constant: String) -> String? {
        [
            "UIInterfaceOrientationPortrait": "portrait",
            "UIInterfaceOrientationPortraitUpsideDown": "portraitUpsideDown",
            "UIInterfaceOrientationLandscapeLeft": "landscapeLeft",
            "UIInterfaceOrientationLandscapeRight": "landscapeRight",
            "UIDeviceOrientationPortrait": "portrait",
            "UIDeviceOrientationPortraitUpsideDown": "portraitUpsideDown",
            "UIDeviceOrientationLandscapeLeft": "landscapeRight",
            "UIDeviceOrientationLandscapeRight": "landscapeLeft",
        ][constant]
    }

    func token(_ at: Int) -> ObjCToken? { at >= 0 && at < tokens.count ? tokens[at] : nil }

    func position(_ at: Int) -> SourcePosition {
        SourcePosition(line: tokens[at].line, column: tokens[at].column)
    }

    mutating func scan(into facts: inout FileFacts) {
        let skipped = structure.declarationRanges.sorted { $0.lowerBound < $1.lowerBound }
        var skipIndex = 0
        var setValueInBracket: [BracketState] = []
        lockSelectorVariables = lockSetterSelectorVariables()
        var index = 0
        while index < tokens.count {
            while skipIndex < skipped.count, skipped[skipIndex].upperBound <= index { skipIndex += 1 }
            if skipIndex < skipped.count, skipped[skipIndex].contains(index) {
                index = skipped[skipIndex].upperBound
                continue
            }
            let current = tokens[index]
            if current.is("[") { setValueInBracket.append(BracketState(start: index)) }
            if current.is("]") { _ = setValueInBracket.popLast() }
            // A notification's name written as a string (`name:@"UIDeviceOrientationDidChangeNotification"`, held-out
            // set 84) is the constant's site.
            if current.kind == .identifier || current.kind == .atKeyword
                || (current.kind == .string && Self.notificationNames.contains(current.text))
            {
                examine(index, setValueInBracket: &setValueInBracket, facts: &facts)
            }
            index += 1
        }
        motionCompanions(into: &facts)
    }

    func site(
        _ code: DoctorCode, _ at: Int, _ today: String, _ replacement: String,
        into facts: inout FileFacts
    ) {
        facts.sites.append(DirectSite(code: code, position: position(at), today: today, replacement: replacement))
        noteWrapper(code, at, today, replacement, into: &facts)
    }

    /// An open `[` and the `setValue:` inside it, if any.
    struct BracketState {
        var start: Int
        var setValue: Int?
    }

    // One identifier or @keyword and what follows it.
    private func examine(_ index: Int, setValueInBracket: inout [BracketState], facts: inout FileFacts) {
        let current = tokens[index]
        let next = token(index + 1)
        let previous = token(index - 1)
        switch current.text {
        case "setValue" where next?.is(":") == true:
            if !setValueInBracket.isEmpty { setValueInBracket[setValueInBracket.count - 1].setValue = index }
        case "forKey", "forKeyPath":
            guard next?.is(":") == true, let bracket = setValueInBracket.last, let start = bracket.setValue else {
                break
            }
            guard isOrientationKey(index + 2) else {
                layerCounterRotation(start, key: index + 2, facts: &facts)
                break
            }
            let receiver = tokens[(bracket.start + 1)..<start].map(\.text).joined()
            let valueTokens = tokens[(start + 2)..<index]
            guard
                receiver.lowercased().contains("device")
                    || valueTokens.contains(where: { $0.text.contains("Orientation") })
            else { break }
            let value = valueTokens.lazy.compactMap { Self.orientationName($0.text) }.first
            // A message over several lines is reported on the key's line, the orientation's own token (HostileTakeover,
            // held-out set 254).
            let keyLine = token(index + 2).map { $0.line != tokens[start].line } == true ? index + 2 : start
            site(
                .deviceOrientationWrite, keyLine,
                "writes the device orientation through KVC (setValue:\(current.text):@\"orientation\")",
                Replacement.rotate(value) + " (from Swift)", into: &facts)
        case "setValuesForKeysWithDictionary" where next?.is(":") == true:
            deviceOrientationDictionaryWrite(index, into: &facts)
        case "valueForKey" where next?.is(":") == true:
            deviceReadThroughKVC(index, facts: &facts)
        case "@selector":
            if token(index + 2)?.is("setOrientation") == true, token(index + 3)?.is(":") == true {
                site(
                    .deviceOrientationWrite, index,
                    "sends the private setOrientation: message (objc_msgSend, NSInvocation or performSelector)",
                    Replacement.rotate(nil) + " (from Swift)", into: &facts)
            }
        case _ where Self.selectorBuilders.contains(current.text):
            guard next?.is("(") == true, let name = token(index + 2), name.kind == .string else { break }
            switch name.text {
            case "setOrientation:":
                site(
                    .deviceOrientationWrite, index,
                    "builds the private setOrientation: selector from a string to set the device orientation",
                    Replacement.rotate(nil) + " (from Swift)", into: &facts)
            // The iOS 16 calls sent by a selector built from a string, so that older SDKs compile them.
            case "setNeedsUpdateOfSupportedInterfaceOrientations":
                site(
                    .manualOrientationUpdate, index,
                    "tells UIKit by hand, through a selector built from a string, that the supported orientations changed",
                    Replacement.orientationUpdate, into: &facts)
            case "requestGeometryUpdateWithPreferences:errorHandler:":
                site(
                    .manualGeometryRequest, index,
                    "requests a scene geometry (orientation) update through a selector built from a string",
                    Replacement.geometryRequest, into: &facts)
            case let selector where Self.setsOrientationLock(selector):
                site(
                    .lockWrite, index,
                    "sets an orientation lock through a setter selector built from a string (\(selector))",
                    Replacement.lockWrite, into: &facts)
            default:
                break
            }
        case "objc_msgSend" where !lockSelectorVariables.isEmpty:
            lockWriteThroughSelectorVariable(index, variables: lockSelectorVariables, into: &facts)
        case "supportedInterfaceOrientationsForWindow" where next?.is(":") == true:
            guard method(around: index) != nil || structure.cFunctions.contains(where: { $0.body.contains(index) }),
                let start = setValueInBracket.last?.start,
                asksTheApplication(from: start, to: index)
            else { break }
            site(
                .applicationOrientationsQuery, index,
                "asks the application (or its delegate) for the app delegate's supported orientations",
                Replacement.applicationOrientationsQuery, into: &facts)
        case "attemptRotationToDeviceOrientation" where previous?.kind == .identifier:
            site(
                .attemptRotation, index, "asks UIKit to rotate to the device orientation",
                Replacement.attemptRotation, into: &facts)
        case "requestGeometryUpdateWithPreferences":
            guard !isNonOrientationGeometry(index) else { break }
            emptyErrorHandler(after: index, facts: &facts)
            site(
                .manualGeometryRequest, index, "requests a scene geometry (orientation) update by hand",
                Replacement.geometryRequest, into: &facts)
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            site(
                .manualOrientationUpdate, index, "tells UIKit by hand that the supported orientations changed",
                Replacement.orientationUpdate, into: &facts)
        case "statusBarOrientation":
            // The receiver, within its statement: `options.statusBarOrientation = …` after a statement that asks
            // the application for something else is an object's own property (Unity Ads, held-out set 159).
            var before = tokens[max(0, index - 6)..<index]
            if let cut = before.lastIndex(where: { $0.is(";") || $0.is("{") || $0.is("}") || $0.is("=") }) {
                before = before[(cut + 1)...]
            }
            // `app.statusBarOrientation` with `UIApplication *app = …` (YYKit's keyboard manager, held-out set 152).
            guard
                before.contains(where: {
                    $0.kind == .identifier
                        && ($0.text.lowercased().contains("application") || $0.text == "app")
                })
                    || (previous?.is(".") == true && token(index - 2).map { declaresApplication($0.text) } == true)
            else { break }
            if next?.is("=") == true {
                site(
                    .statusBarOrientationWrite, index, "sets the status bar orientation",
                    Replacement.rotate(nil) + " (from Swift)", into: &facts)
            } else {
                site(
                    .statusBarOrientationRead, index, "reads the interface orientation from the status bar",
                    Replacement.interfaceOrientationRead, into: &facts)
            }
        // cocos2d 1.x's `[director setDeviceOrientation:kCCDeviceOrientationLandscapeLeft]`: the engine sets the status
        // bar's orientation and turns its OpenGL view (held-out sets 74, 91 and 147).
        case "setDeviceOrientation"
        where next?.is(":") == true && token(index + 2)?.text.hasPrefix("kCCDeviceOrientation") == true:
            site(
                .statusBarOrientationWrite, index,
                "sets cocos2d's orientation (setDeviceOrientation:), which sets the status bar's orientation and turns "
                    + "the engine's OpenGL view", Replacement.rotate(nil) + " (from Swift)", into: &facts)
            // With the engine in the project, its method is reported inside, and this message is a call of it.
            facts.sites[facts.sites.count - 1].engineSelector = "setDeviceOrientation:"
            plainCall(index, facts: &facts)
        case "setStatusBarOrientation":
            site(
                .statusBarOrientationWrite, index, "sets the status bar orientation",
                Replacement.rotate(nil) + " (from Swift)", into: &facts)
        case "interfaceOrientation":
            let receiver = previous?.is(".") == true ? token(index - 2) : previous
            // `[view layoutThatFits:r nearestViewController:vc interfaceOrientation:o]`: after an argument,
            // a selector's part, not a message to the argument (JPVideoPlayer, held-out set 97).
            let isSelectorPart = previous?.is(".") != true && next?.is(":") == true
            // `[super interfaceOrientation]` in a controller's own override of it reads UIKit's as `self` does.
            if let receiver, receiver.kind == .identifier,
                SwiftFactCollector.namesAViewController(receiver.text) || receiver.text == "super",
                next?.is("=") != true, !isSelectorPart,
                receiver.text == "super" || !declaresInterfaceOrientation(around: index)
            {
                site(
                    .viewControllerInterfaceOrientation, index,
                    "reads a view controller's interfaceOrientation (deprecated in iOS 8)",
                    Replacement.interfaceOrientationRead, into: &facts)
                // Through `self`, it is UIKit's getter only in a view controller: the resolver knows the class.
                if ["self", "super"].contains(receiver.text), let owner = method(around: index)?.owner,
                    !facts.sites.isEmpty
                {
                    facts.sites[facts.sites.count - 1].selfClass = owner
                }
                break
            }
            // `[self interfaceOrientation:o]`: a message to the app's own method of that name, which may be a helper
            // (MyBilibili's forced rotation, held-out set 251).
            if isSelectorPart, token(index - 2)?.is("[") == true {
                plainCall(index, facts: &facts)
                break
            }
            if readsEffectiveGeometry(at: index) {
                // Not deprecated, but the orientation still says nothing about a resizable window's shape.
                site(
                    .sceneInterfaceOrientation, index,
                    "reads the scene's interface orientation (effectiveGeometry.interfaceOrientation) to decide "
                        + "the interface", Replacement.effectiveGeometryRead, into: &facts)
                break
            }
            // `[[window windowScene] interfaceOrientation]`: the message's receiver is another message's result, whose
            // selector names the scene (iSub's `+[UIApplication orientation]`, held-out set 246).
            let sceneMessage =
                previous?.is("]") == true && token(index - 2)?.text.lowercased().contains("scene") == true
                && token(index - 2)?.kind == .identifier
            guard let receiver,
                sceneMessage || (receiver.kind == .identifier && receiver.text.lowercased().contains("scene"))
            else {
                break
            }
            site(
                .sceneInterfaceOrientation, index, "reads UIWindowScene.interfaceOrientation",
                Replacement.interfaceOrientationRead, into: &facts)
        case "UIApplicationDidChangeStatusBarOrientationNotification",
            "UIApplicationWillChangeStatusBarOrientationNotification":
            site(
                .statusBarOrientationRead, index,
                "observes the status bar orientation notification (\(current.text)) to follow the interface",
                Replacement.interfaceOrientationRead, into: &facts)
        case "UIApplicationStatusBarOrientationUserInfoKey", "UIApplicationStatusBarOldOrientationUserInfoKey":
            // `UIInterfaceOrientation o = [note.userInfo[key] integerValue];` with `o` never used decides nothing.
            // Inside the block of the notification's own observer, it is part of that site.
            guard !declaresUnusedLocal(around: index), !isInStatusBarObserverBlock(index) else { break }
            site(
                .statusBarOrientationRead, index,
                "reads the status bar orientation from its notification (\(current.text)) to follow the interface",
                Replacement.interfaceOrientationRead, into: &facts)
        case "UIDeviceOrientationDidChangeNotification":
            site(
                .deviceOrientationNotifications, index,
                "observes the device orientation notification to drive the interface",
                Replacement.deviceNotifications, into: &facts)
        case _ where current.text.fastContains("Rotat") && next?.is("(") == true && isDrawingTurn(index):
            drawingRotation(index, facts: &facts)
        case _ where Self.mayBeMacro(current.text) || Self.isBareCapitalizedValue(tokens, index):
            facts.macroUses.append((current.text, position(index), nil))
        // A macro named like a variable (`isPhoneLandscapeMode`, Hubble's camera viewer, held-out set 277) is used as
        // one: recorded too, it is a site where a macro of that name has one, and otherwise read as any other name.
        case _ where Self.mayBeOrientationMacro(tokens, index):
            facts.macroUses.append((current.text, position(index), nil))
            fallthrough
        default:
            _ = workaround(index, facts: &facts)
            window(index, facts: &facts)
            assignment(index, facts: &facts)
            collectionWrite(index, facts: &facts)
            helperCall(index, facts: &facts)
            plainCall(index, facts: &facts)
        }
        // A name UIKit also has (`interfaceOrientation`) that made no site may reach the app's wrapper.
        wrapperUse(index, facts: &facts)
    }

    /// True when the method around `index` declares `name` before it (a
    /// local or a parameter shadowing a property), or `index` is itself a
    /// declaration (`Type name = …`).
    func isLocal(_ name: String, at index: Int) -> Bool {
        let keywords: Set<String> = ["return", "else", "do"]
        if let previous = token(index - 1),
            previous.is("*") || previous.kind == .identifier && !keywords.contains(previous.text)
        {
            return true
        }
        guard token(index - 1)?.is(".") != true,
            let method = structure.methods.first(where: { $0.body.contains(index) })
        else { return false }
        if method.parameters.contains(name) { return true }
        for at in method.body.lowerBound..<index where tokens[at].is(name) {
            if let previous = token(at - 1),
                previous.is("*") || previous.kind == .identifier && !keywords.contains(previous.text),
                let next = token(at + 1), next.is("=") || next.is(";") || next.is(",")
            {
                return true
            }
        }
        return false
    }
}
