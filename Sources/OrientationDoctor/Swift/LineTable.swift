/// Line and column numbers of a file's UTF-8 offsets, from one scan of its
/// bytes for line breaks (`\n`, `\r`, `\r\n`, as Swift counts them).
/// swift-syntax's `SourceLocationConverter(fileName:tree:)` finds the same
/// physical lines by walking the whole tree, which costs a parse's tenth.
struct LineTable: Sendable {
    /// The offset after every line break, in order.
    private var lineEnds: [Int] = []
    /// The length of the file in UTF-8 bytes.
    private let endOfFile: Int

    init(_ text: String) {
        var ends: [Int] = []
        var text = text
        endOfFile = text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte == 10 {
                    ends.append(index)
                } else if byte == 13 {
                    if index < count, bytes[index] == 10 { index += 1 }
                    ends.append(index)
                }
            }
            return count
        }
        lineEnds = ends
    }

    /// The 1-based line and column (in UTF-8 bytes) of an offset, clamped to the file.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, endOfFile))
        // The number of line ends at or before the offset.
        var low = 0
        var high = lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return (low + 1, offset - (low == 0 ? 0 : lineEnds[low - 1]) + 1)
    }
}
