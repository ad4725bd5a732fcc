/// Finds where a key is written in an XML property list or a project file,
/// so a finding about it points at its line.
struct KeyLocator {
    private let lines: [Substring]

    /// A locator over the file's text (`nil` text, such as a binary plist,
    /// locates everything at line 1).
    init(text: String?) {
        lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    }

    /// The position of `<key>name</key>` (or of `needle` itself), 1:1 when absent.
    func position(ofKey name: String) -> SourcePosition {
        position(of: "<key>\(name)</key>")
    }

    /// The first line holding `needle`, and the column where it starts.
    func position(of needle: String) -> SourcePosition {
        for (offset, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
                return SourcePosition(line: offset + 1, column: column)
            }
        }
        return SourcePosition(line: 1, column: 1)
    }
}
