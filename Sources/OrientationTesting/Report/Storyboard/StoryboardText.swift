/// Fitting text into the storyboard's fixed widths. SVG does not wrap text,
/// so lines are broken by an estimate of the glyph width (sans-serif,
/// about 0.58 em per character, 0.62 em bold).
enum StoryboardText {
    /// How many characters fit in a width at a font size.
    static func capacity(width: Double, fontSize: Double, bold: Bool = false) -> Int {
        max(4, Int(width / (fontSize * (bold ? 0.62 : 0.58))))
    }

    /// One line: the text, or its start and an ellipsis when too long.
    static func fitted(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> String {
        let limit = capacity(width: width, fontSize: fontSize, bold: bold)
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// Lines of at most the width, broken at spaces (long words are cut),
    /// at most `maxLines`; the last line ends with an ellipsis when text is left over.
    static func wrapped(
        _ text: String, width: Double, fontSize: Double, bold: Bool = false,
        maxLines: Int
    ) -> [String] {
        let limit = capacity(width: width, fontSize: fontSize, bold: bold)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            while word.count > limit {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= limit {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1]
        kept[maxLines - 1] = String(last.prefix(limit - 1)) + "…"
        return kept
    }
}
