/// Left-aligned columns separated by two spaces; the last column is not padded.
struct TextTable {
    /// The rows, the first being the header.
    let rows: [[String]]

    /// The table's lines, with a rule under the header.
    func lines() -> [String] {
        let count = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            lines.append(render(row, widths))
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
