/// Text for a terminal: control characters shown as escapes, and lines
/// wrapped to a width. Used by the report and by `orientation`'s messages.
public enum TextLayout {
    /// The text with every control character (C0, DEL, C1) written as an
    /// escape (`\n`, `\t`, `\r`, `\u{1B}`), so that file contents cannot
    /// move the cursor, clear the screen or forge lines.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if isControl(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Words of `text` in lines of at most `width` characters (a longer
    /// word, such as a path, gets a line of its own, whole); lines after the
    /// first start with `indent` spaces. Without a width the text stays one line.
    public static func wrap(_ text: String, width: Int?, indent: Int = 0) -> [String] {
        guard let width, text.count > width else { return [text] }
        let lead = text.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: indent)
        let room = max(width - indent, 10)
        var lines: [String] = []
        var line = String(repeating: " ", count: lead)
        var limit = max(width, 10)
        for word in text.dropFirst(lead).split(separator: " ", omittingEmptySubsequences: false) {
            let fresh = line.count == (lines.isEmpty ? lead : 0)
            if fresh || line.count + 1 + word.count <= limit {
                line += (fresh ? "" : " ") + word
            } else {
                lines.append(line)
                line = String(word)
                limit = room
            }
        }
        lines.append(line)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : pad + $0.element }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
