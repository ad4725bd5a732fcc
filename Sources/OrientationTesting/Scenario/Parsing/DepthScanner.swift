/// An over-estimate of YAML nesting depth, line by line.
///
/// Block nesting is bounded by twice the indentation plus the compact
/// indicators (`- `, `? `, `: `) on the line; flow nesting is the count of
/// open brackets. Openings count everywhere (even in strings and comments);
/// closings only where the scanner is sure it is outside a quoted string, so
/// a mistake can only over-estimate.
struct DepthScanner {
    private var flowDepth = 0
    private var quote: UInt8?

    /// Scans one line (without its newline) and returns the depth bound
    /// anywhere on it.
    mutating func scan(_ line: ArraySlice<UInt8>) -> Int {
        let chars = Array(line)
        var indent = 0
        while indent < chars.count && chars[indent] == 0x20 { indent += 1 }
        var indicators = 0
        var inComment = false
        var peakFlow = flowDepth
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let next: UInt8? = i + 1 < chars.count ? chars[i + 1] : nil
            let previous: UInt8? = i > 0 ? chars[i - 1] : nil
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                flowDepth += 1
                peakFlow = max(peakFlow, flowDepth)
            }
            if (c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":"))
                && (next == nil || next == 0x20 || next == 0x09) {
                indicators += 1
            }
            if let open = quote {
                if open == UInt8(ascii: "\"") && c == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if c == open {
                    if open == UInt8(ascii: "'") && next == UInt8(ascii: "'") {
                        i += 2
                        continue
                    }
                    quote = nil
                }
            } else if !inComment {
                if c == UInt8(ascii: "#") && (previous == nil || previous == 0x20 || previous == 0x09) {
                    inComment = true
                } else if (c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")) && Self.startsToken(previous) {
                    quote = c
                } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    flowDepth = max(0, flowDepth - 1)
                }
            }
            i += 1
        }
        return 2 * (indent + 1) + indicators + peakFlow
    }

    private static func startsToken(_ previous: UInt8?) -> Bool {
        guard let p = previous else { return true }
        return [0x20, 0x09, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
                UInt8(ascii: "-"), UInt8(ascii: "?")].contains(p)
    }
}
