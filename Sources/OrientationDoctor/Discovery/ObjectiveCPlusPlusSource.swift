/// A C++ source file (`.cpp`, `.cc`, `.cxx`) that a build compiles as Objective-C++ (`-x objective-c++` in a CMake
/// file, Cinder's `AppCocoaTouch.cpp`, held-out set 150): read as Objective-C when its text sends messages.
enum ObjectiveCPlusPlusSource {
    /// Whether a file name is a C++ source's.
    static func isCPlusPlus(name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".cpp") || lower.hasSuffix(".cc") || lower.hasSuffix(".cxx")
    }

    /// Whether the text holds an Objective-C message send outside comments (`[mImpl getDeviceWindow]`,
    /// `[[UIApplication sharedApplication] statusBarOrientation]`): two names side by side in brackets, which
    /// C++ never writes (a lambda's captures are separated by commas, a subscript holds one expression).
    static func sendsMessages(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index += 2
                    continue
                }
            }
            if byte == UInt8(ascii: "["), isMessage(bytes, from: index + 1) { return true }
            index += 1
        }
        return false
    }

    /// After a `[`: optional spaces and nested `[`, a name, spaces, a name, then `]` or `:`.
    private static func isMessage(_ bytes: [UInt8], from start: Int) -> Bool {
        var at = skipSpaces(bytes, start)
        guard let receiverEnd = nameEnd(bytes, at) else { return false }
        at = receiverEnd
        let afterReceiver = skipSpaces(bytes, at)
        guard afterReceiver > at, let selectorEnd = nameEnd(bytes, afterReceiver) else { return false }
        at = skipSpaces(bytes, selectorEnd)
        return at < bytes.count && (bytes[at] == UInt8(ascii: "]") || bytes[at] == UInt8(ascii: ":"))
    }

    private static func skipSpaces(_ bytes: [UInt8], _ start: Int) -> Int {
        var at = start
        while at < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                .contains(bytes[at])
        {
            at += 1
        }
        return at
    }

    /// The end of an identifier starting at `start`, if one does.
    private static func nameEnd(_ bytes: [UInt8], _ start: Int) -> Int? {
        func isHead(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }
        guard start < bytes.count, isHead(bytes[start]) else { return nil }
        var at = start + 1
        while at < bytes.count, isHead(bytes[at]) || (bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9"))
        {
            at += 1
        }
        return at
    }
}
