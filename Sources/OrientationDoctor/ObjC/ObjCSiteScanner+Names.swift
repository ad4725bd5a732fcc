/// What a name around a token of an Objective-C file stands for: a macro's use, the application, the
/// orientation's KVC key, a property's synthesized storage.
extension ObjCSiteScanner {
    /// A name in capitals, digits and underscores, four characters or more (`IS_LANDSCAPE`).
    static func mayBeMacro(_ name: String) -> Bool {
        var letters = 0
        for byte in name.utf8 {
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                letters += 1
            } else if !(byte == UInt8(ascii: "_") || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                return false
            }
        }
        return letters >= 3 && name.utf8.count >= 4
    }

    /// A capitalized name used alone as a value, in parentheses or before `?` (`if (NeedsLandscapePhoneTweaks)`,
    /// `(NeedsLandscapePhoneTweaks ? 5 : 10)`): a macro's use whatever its case (FreeRDP's copy of BlockAlerts,
    /// held-out set 149). A class is never a value alone; a cast names a type no macro with a site has. A constant's
    /// name in Apple's style counts as capitalized (`if (kLGSideMenuStatusBarOrientationIsPortrait)`, the side menu
    /// KartaView copied in, held-out set 178).
    static func isBareCapitalizedValue(_ tokens: [ObjCToken], _ index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, isCapitalizedOrConstant(tokens[index].text) else { return false }
        let previous = tokens[index - 1]
        let next = tokens[index + 1]
        return (previous.is("(") || previous.is("!") || previous.is("&&") || previous.is("||"))
            && (next.is(")") || next.is("?") || next.is("&&") || next.is("||"))
    }

    /// `NeedsLandscape` or `kNeedsLandscape`: a name that starts with a capital, or with `k` before one.
    static func isCapitalizedOrConstant(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let first = bytes.first else { return false }
        if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return true }
        guard first == UInt8(ascii: "k"), let second = bytes.dropFirst().first else { return false }
        return second >= UInt8(ascii: "A") && second <= UInt8(ascii: "Z")
    }

    /// A message whose receiver is the application (`[[UIApplication sharedApplication] …]`, `[application …]`)
    /// or that calls the app delegate's hook itself (`[delegate application:app supportedInterfaceOrientations…]`):
    /// not a library's class answering for a window (`[ZFLandscapeRotationManager …]`).
    func asksTheApplication(from start: Int, to selector: Int) -> Bool {
        let message = tokens[(start + 1)..<selector]
        // `[delegate respondsToSelector:@selector(application:supportedInterfaceOrientationsForWindow:)]` names it.
        guard !message.contains(where: { $0.is("@selector") || $0.is("selector") }) else { return false }
        // `[app supportedInterfaceOrientationsForWindow:window]` (SDL's `UIApplication *app`, held-out set 143).
        return message.contains {
            $0.kind == .identifier && ($0.text.lowercased().contains("application") || $0.text == "app")
        }
    }

    /// The key `@"orientation"`, or a variable given it before (`NSString *orientation = @"orientation";`,
    /// react-native-orientation-locker, held-out set 133).
    func isOrientationKey(_ at: Int) -> Bool {
        guard let key = token(at) else { return false }
        if key.kind == .string { return key.text == "orientation" }
        // libextobjc's checked key path, `@keypath(UIDevice.new, orientation)` (Play SRG, held-out set 242).
        if key.is("@keypath"), token(at + 1)?.is("(") == true {
            var end = at + 2
            while end < min(tokens.count, at + 12), !tokens[end].is(")") { end += 1 }
            return token(end - 1)?.is("orientation") == true
        }
        guard key.kind == .identifier else { return false }
        return tokens[..<at].indices.contains { index in
            tokens[index].is(key.text) && token(index + 1)?.is("=") == true && token(index + 2)?.kind == .string
                && token(index + 2)?.text == "orientation"
        }
    }

    /// Whether the statement around `index` is a `@synthesize` (or `@dynamic`) directive.
    func isSynthesized(at index: Int) -> Bool {
        var at = index - 1
        while at >= 0, index - at <= 16, !tokens[at].is(";") {
            if tokens[at].is("@synthesize") || tokens[at].is("@dynamic") { return true }
            at -= 1
        }
        return false
    }

    /// Whether the file declares a variable of this name as the application (`UIApplication *shared = …`).
    func declaresApplication(_ name: String) -> Bool {
        tokens.indices.dropFirst(2).contains { at in
            tokens[at].is(name) && tokens[at - 1].is("*") && tokens[at - 2].is("UIApplication")
        }
    }

    /// A bare name in lower camel case named for orientation (`isPhoneLandscapeMode`), used as a value: not a member
    /// (`.isLandscape`, `->`), a message's selector (`[self isLandscape]`, `isLandscape:`) or a declaration (`BOOL
    /// isLandscape`), each of which names something else.
    static func mayBeOrientationMacro(_ tokens: [ObjCToken], _ index: Int) -> Bool {
        let name = tokens[index].text
        guard tokens[index].kind == .identifier, name.first?.isLowercase == true,
            name.fastContains("andscape") || name.fastContains("ortrait") || name.fastContains("rientation")
        else { return false }
        if index + 1 < tokens.count, tokens[index + 1].is(":") { return false }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        return
            !(previous.is(".") || previous.is("->") || previous.is("]") || previous.kind == .identifier
            || previous.is("*"))
    }
}
