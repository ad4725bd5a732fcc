/// The windows an Objective-C file makes: which is the app's main window, and which are made only to be measured.
extension ObjCSiteScanner {
    /// `[[XWindow alloc] init…]` or `[XWindow new]`, or in dot syntax `[XWindow.alloc init…]` (SJBaseVideoPlayer's
    /// full-screen window, held-out sets 34 and 207).
    func window(_ index: Int, facts: inout FileFacts) {
        let current = tokens[index]
        let made = { (at: Int) in self.token(at)?.is("alloc") == true || self.token(at)?.is("new") == true }
        guard current.kind == .identifier, current.text.hasSuffix("Window"), token(index - 1)?.is("[") == true,
            made(index + 1) || token(index + 1)?.is(".") == true && made(index + 2)
        else { return }
        var start = index - 1
        if token(start - 1)?.is("[") == true { start -= 1 }
        let method = structure.methods.first(where: { $0.body.contains(index) })
        // `self.window = …` is the app's window in its delegate, not in a player's rotation manager
        // (ZFPlayer's `self.window = [ZFLandscapeWindow new]`).
        // A local named `window` that a factory returns (Braze's `-createInAppMessageWindow`, held-out set 158) is no
        // app's window, unless an app or scene delegate's method then makes it its own (`self.window = window;`); a
        // popup's `_window = window` keeps an extra window (XHLaunchAd's copy in CPTest, held-out set 117).
        let isOwnLocal =
            isLocal("window", at: start - 2)
            && !(method.map { $0.owner.hasSuffix("Delegate") && Self.storesAsAppWindow("window", in: tokens[$0.body]) }
                ?? false)
        var isMain =
            token(start - 1)?.is("=") == true
            && (token(start - 2)?.text == "window" && !isOwnLocal || token(start - 2)?.text == "_window")
            && method.map { !$0.owner.hasSuffix("Manager") } ?? true
        if let method, Self.launchSelectors.contains(method.selector) {
            isMain = true
        }
        // A window kept in a local that the method measures and neither shows, returns nor stores is made only to be
        // measured (GKPhotoBrowser's notch test reads its safe area, held-out set 99): no screen is shown in it.
        if let method, token(start - 1)?.is("=") == true, let local = token(start - 2), local.kind == .identifier,
            isLocal(local.text, at: start - 2), Self.measures(local.text, in: tokens[method.body]),
            !Self.usesWindow(local.text, in: tokens[method.body])
        {
            return
        }
        let context = windowContext(index)
        facts.windows.append(
            WindowFact(
                typeName: current.text, isMainWindow: isMain, position: position(index),
                servesPlayer: context.servesPlayer, rootCandidates: context.roots,
                onExternalScreen: context.onExternalScreen))
    }

    /// Whether a method body makes the window a local holds the object's `window` (`self.window = window;`,
    /// `_window = window;`).
    static func storesAsAppWindow(_ name: String, in body: ArraySlice<ObjCToken>) -> Bool {
        let tokens = Array(body)
        return tokens.indices.dropFirst().dropLast(3).contains { at in
            let target = tokens[at].is("_window") || tokens[at].is("window") && tokens[at - 1].is(".")
            return target && tokens[at + 1].is("=") && tokens[at + 2].is(name) && tokens[at + 3].is(";")
        }
    }

    /// Whether a method body reads the geometry of the window a local holds (`window.safeAreaInsets`).
    static func measures(_ name: String, in body: ArraySlice<ObjCToken>) -> Bool {
        let tokens = Array(body)
        let geometry: Set<String> = ["safeAreaInsets", "frame", "bounds", "layoutMargins", "safeAreaLayoutGuide"]
        return tokens.indices.dropLast(2).contains { at in
            tokens[at].is(name) && tokens[at + 1].is(".") && geometry.contains(String(tokens[at + 2].text))
        }
    }

    /// Whether a method body shows the window a local holds (`[window makeKeyAndVisible]`, `window.hidden = NO`),
    /// returns it, or stores it (`self.overlay = window`, `_overlay = window`).
    static func usesWindow(_ name: String, in body: ArraySlice<ObjCToken>) -> Bool {
        let tokens = Array(body)
        for at in tokens.indices where tokens[at].is(name) {
            let previous = at > 0 ? tokens[at - 1] : nil
            let next = at + 1 < tokens.count ? tokens[at + 1] : nil
            let after = at + 2 < tokens.count ? tokens[at + 2] : nil
            let returnedOrStored = previous?.is("return") == true || previous?.is("=") == true
            if returnedOrStored, next?.is(";") == true { return true }
            if next?.is(".") == true || previous?.is("[") == true {
                let member = (next?.is(".") == true ? after : next)?.text ?? ""
                if ["makeKeyAndVisible", "makeKeyWindow", "hidden", "setHidden", "isHidden"].contains(member) {
                    return true
                }
            }
        }
        return false
    }
}
