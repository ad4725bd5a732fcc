/// A rotation lock an Objective-C app keeps in the user defaults: the keys an orientation answer, the app
/// delegate's hook or a method that reads the device's orientation reads (`[[NSUserDefaults standardUserDefaults]
/// boolForKey:@"ShouldRotate"]` gating a landscape screen, held-out set 87's Ovatemp), and the writes of keys
/// (`setBool:NO forKey:@"ShouldRotate"`). Keys are named as the Swift side names them: a literal with its quotes.
enum ObjCDefaultsKeys {
    /// The selectors that read a value of the user defaults.
    private static let readers: Set<String> = [
        "boolForKey", "integerForKey", "objectForKey", "stringForKey", "floatForKey", "doubleForKey",
    ]
    /// The selectors that write one, or remove it.
    private static let writers: Set<String> = [
        "setBool", "setInteger", "setObject", "setFloat", "setDouble", "removeObjectForKey",
    ]

    /// The keys the methods that decide orientation read: an orientation override or the hook, any value; a
    /// method with a read of the device's orientation (`deviceReadLines`), a flag.
    static func reads(
        _ tokens: [ObjCToken], _ methods: [ObjCStructure.Method], deviceReadLines: Set<Int>
    ) -> Set<String> {
        var keys: Set<String> = []
        for method in methods {
            let body = tokens[method.body]
            guard body.contains(where: { $0.kind == .identifier && readers.contains($0.text) }) else { continue }
            let answers =
                OrientationMember(rawValue: method.selector) != nil
                || method.selector == "application:supportedInterfaceOrientationsForWindow:"
            // Beside a read of the device, only a flag gates what a turn does (a number there is a layout
            // option: Provenance's `landscape_layout_option`, held-out set 35).
            let accepted: Set<String> =
                answers ? readers : body.contains { deviceReadLines.contains($0.line) } ? ["boolForKey"] : []
            for index in body.indices where body[index].kind == .identifier && accepted.contains(body[index].text) {
                if let key = literalKey(tokens, after: index) { keys.insert(key) }
            }
        }
        return keys
    }

    /// The writes of a key through a receiver named for the defaults (`[NSUserDefaults standardUserDefaults]`,
    /// `defaults`), each at the selector.
    static func writes(_ tokens: [ObjCToken]) -> [DefaultsKeyWrite] {
        var found: [DefaultsKeyWrite] = []
        for index in tokens.indices where tokens[index].kind == .identifier && writers.contains(tokens[index].text) {
            guard index > 0, tokens[index - 1].kind == .identifier || tokens[index - 1].is("]"),
                receiverNamesDefaults(tokens, before: index)
            else { continue }
            // `setBool:NO forKey:@"…"`: the key follows the next `forKey:`, within the message.
            let key: String?
            if tokens[index].text == "removeObjectForKey" {
                key = literalKey(tokens, after: index)
            } else {
                var cursor = index + 1
                while cursor < tokens.count, cursor < index + 40, !tokens[cursor].is(";"), !tokens[cursor].is("]"),
                    !tokens[cursor].is("forKey")
                {
                    cursor += 1
                }
                key = cursor < tokens.count && tokens[cursor].is("forKey") ? literalKey(tokens, after: cursor) : nil
            }
            guard let key else { continue }
            found.append(
                DefaultsKeyWrite(
                    key: key, swiftUIModifier: nil,
                    position: SourcePosition(line: tokens[index].line, column: tokens[index].column)))
        }
        return found
    }

    /// `selector : @"key"`: the key with its quotes.
    private static func literalKey(_ tokens: [ObjCToken], after index: Int) -> String? {
        guard index + 2 < tokens.count, tokens[index + 1].is(":"), tokens[index + 2].kind == .string,
            !tokens[index + 2].text.isEmpty
        else { return nil }
        return "\"\(tokens[index + 2].text)\""
    }

    /// The message's receiver, between its `[` and the selector, names the user defaults.
    private static func receiverNamesDefaults(_ tokens: [ObjCToken], before index: Int) -> Bool {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, cursor >= index - 12 {
            let token = tokens[cursor]
            if token.is("]") { depth += 1 }
            if token.is("[") {
                if depth == 0 { return false }
                depth -= 1
            }
            if token.is(";") || token.is("{") || token.is("}") { return false }
            if token.kind == .identifier, token.text.contains("efaults") { return true }
            cursor -= 1
        }
        return false
    }
}
