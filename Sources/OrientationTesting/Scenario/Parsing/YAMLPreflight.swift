/// Checks raw text before Yams composes it, so that no input can exhaust the
/// stack or the clock: a size limit, a conservative nesting-depth bound
/// (Yams composes recursively) and no anchors on lists or mappings (aliases
/// of shared collections can expand exponentially when keys are hashed).
struct YAMLPreflight {
    /// The file name for errors.
    let fileName: String
    /// The largest text accepted, in UTF-8 bytes.
    let maximumSize: Int
    /// The deepest nesting accepted (an over-estimate of the real depth).
    var maximumDepth = 200

    /// Throws the first reason the text cannot be composed safely.
    func check(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumSize else {
            throw ScenarioError(file: fileName, line: 1, key: "(file)",
                                message: "expected a scenario of at most \(maximumSize) bytes; got \(bytes.count)")
        }
        var scanner = DepthScanner()
        var lineStart = 0
        var lineNumber = 1
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            if Self.collectionAnchor(in: line) != nil {
                throw ScenarioError(file: fileName, line: lineNumber, key: "(yaml)",
                                    message: "expected anchors (&name) on single values only; anchors on lists or mappings are not supported")
            }
            if scanner.scan(line) > maximumDepth {
                throw ScenarioError(file: fileName, line: lineNumber, key: "(yaml)",
                                    message: "expected at most \(maximumDepth) levels of nesting; the file nests deeper")
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
    }

    /// The column of an anchor placed on a list or mapping, if any. Context
    /// free: an anchor-like word in a comment or string also counts.
    static func collectionAnchor(in line: ArraySlice<UInt8>) -> Int? {
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            defer { i += 1 }
            guard chars[i] == UInt8(ascii: "&"), Self.startsNode(chars, at: i) else { continue }
            var j = i + 1
            while j < chars.count && !Self.isBlank(chars[j]) && chars[j] != UInt8(ascii: ",") { j += 1 }
            guard j > i + 1 else { continue }
            // Skip blanks and an optional tag, then look at what the anchor is on.
            while j < chars.count && Self.isBlank(chars[j]) { j += 1 }
            if j < chars.count && chars[j] == UInt8(ascii: "!") {
                while j < chars.count && !Self.isBlank(chars[j]) { j += 1 }
                while j < chars.count && Self.isBlank(chars[j]) { j += 1 }
            }
            if j >= chars.count || [UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "#"), 0x0D].contains(chars[j]) {
                return i + 1
            }
        }
        return nil
    }

    static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }

    /// True when position `i` can start a node's properties: the line's
    /// first token, right after a flow indicator, after a block indicator
    /// and a blank, or after a tag.
    static func startsNode(_ chars: [UInt8], at position: Int) -> Bool {
        var i = position
        // A loop, not recursion: each pass steps back over one tag (`!!seq &a`).
        while true {
            var k = i - 1
            while k >= 0 && isBlank(chars[k]) { k -= 1 }
            guard k >= 0 else { return true }
            let previous = chars[k]
            if k == i - 1 {
                return [UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(previous)
            }
            if [UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ","), UInt8(ascii: "["),
                UInt8(ascii: "{")].contains(previous) {
                return true
            }
            var start = k
            while start > 0 && !isBlank(chars[start - 1]) { start -= 1 }
            guard chars[start] == UInt8(ascii: "!") else { return false }
            i = start
        }
    }
}
