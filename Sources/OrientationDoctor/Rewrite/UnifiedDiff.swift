/// A unified diff of two texts, line by line (Myers' algorithm), with three
/// lines of context, in the form `git apply` reads.
enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The diff of one file (`--- a/path`, `+++ b/path`, hunks); empty when equal.
    static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let edits = script(oldLines, newLines)
        let changes = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard let firstChange = changes.first else { return "" }
        // The old and new line numbers before each edit.
        var before: [(old: Int, new: Int)] = []
        var oldLine = 0
        var newLine = 0
        for edit in edits {
            before.append((oldLine, newLine))
            switch edit {
            case .same:
                oldLine += 1
                newLine += 1
            case .delete: oldLine += 1
            case .insert: newLine += 1
            }
        }
        // Group changes whose contexts touch into hunks.
        var groups: [(Int, Int)] = []
        var groupStart = firstChange
        var groupEnd = firstChange
        for change in changes.dropFirst() {
            if change - groupEnd > 2 * context {
                groups.append((groupStart, groupEnd))
                groupStart = change
            }
            groupEnd = change
        }
        groups.append((groupStart, groupEnd))
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for (first, last) in groups {
            let start = max(0, first - context)
            let end = min(edits.count, last + context + 1)
            var oldCount = 0
            var newCount = 0
            var body = ""
            for edit in edits[start..<end] {
                switch edit {
                case .same(let o, _):
                    oldCount += 1
                    newCount += 1
                    body += line(" ", oldLines[o])
                case .delete(let o):
                    oldCount += 1
                    body += line("-", oldLines[o])
                case .insert(let n):
                    newCount += 1
                    body += line("+", newLines[n])
                }
            }
            let origin = before[start]
            let oldRange = oldCount == 0 ? "\(origin.old),0" : "\(origin.old + 1),\(oldCount)"
            let newRange = newCount == 0 ? "\(origin.new),0" : "\(origin.new + 1),\(newCount)"
            output += "@@ -\(oldRange) +\(newRange) @@\n" + body
        }
        return output
    }

    private static func line(_ marker: String, _ text: Substring) -> String {
        if text.hasSuffix("\n") { return marker + text }
        return marker + text + "\n\\ No newline at end of file\n"
    }

    /// Lines with their terminators.
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            result.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The shortest edit script (Myers), as an ordered list of edits.
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum]) {
                    x = v[k + 1 + maximum]
                } else {
                    x = v[k - 1 + maximum] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + maximum] = x
                if x >= n, y >= m { break outer }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) where d > 0 {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum])) ? k + 1 : k - 1
            let previousX = v[previousK + maximum]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.same(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if x == previousX {
                edits.append(.insert(y - 1))
            } else {
                edits.append(.delete(x - 1))
            }
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            edits.append(.same(x - 1, y - 1))
            x -= 1
            y -= 1
        }
        return edits.reversed()
    }
}
