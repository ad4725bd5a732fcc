/// Left-aligned columns separated by two spaces; the last column is not padded.
struct TextTable {
    /// The rows, the first being the header.
    let rows: [[String]]

    /// The width of each column but the last.
    private var widths: [Int] {
        let count = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return widths
    }

    /// Where the last column starts.
    var lastColumnStart: Int { widths.dropLast().reduce(0) { $0 + $1 + 2 } }

    /// The table's lines, with a rule under the header.
    func lines() -> [String] {
        lines(wrappingLastColumnTo: nil)
    }

    /// The table's lines; the last column's text wraps to `width`, its
    /// continuation lines starting under the column.
    func lines(wrappingLastColumnTo width: Int?) -> [String] {
        let widths = widths
        let start = lastColumnStart
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            var cells = row
            var continuation: [String] = []
            if let width, let last = cells.last {
                let parts = TextLayout.wrap(last, width: width - start, indent: 0)
                cells[cells.count - 1] = parts[0]
                continuation = parts.dropFirst().map { String(repeating: " ", count: start) + $0 }
            }
            lines.append(render(cells, widths))
            lines += continuation
            if index == 0 {
                lines.append(render(widths.map { String(repeating: "-", count: $0) }, widths))
            }
        }
        return lines
    }

    private func render(_ row: [String], _ widths: [Int]) -> String {
        var text = ""
        for (column, cell) in row.enumerated() {
            let last = column == row.count - 1
            text += last ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        }
        return text
    }
}
