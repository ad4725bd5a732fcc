import Foundation

/// Finds which UIKit rules (docs/UIKitRules.md) the tests cite, and writes
/// the table of citations kept at the end of that document.
///
/// A citation is `rule 17`, `rules 17-18`, `rules 9, 12, 13` or
/// `rules 28 and 29`, in any case; `choice rule 2` names one of DESIGN's
/// choice rules and is not a UIKit rule.
enum RuleCitationScanner {
    /// The markers around the generated table.
    static let begin = "<!-- rule-citations:begin -->"
    static let end = "<!-- rule-citations:end -->"

    /// The rule numbers cited in a text.
    static func citedRules(in text: String) -> Set<Int> {
        let scalars = Array(text.lowercased().unicodeScalars)
        var found: Set<Int> = []
        var index = 0
        while index < scalars.count {
            guard matches("rule", at: index, in: scalars), index == 0 || !isLetter(scalars[index - 1]) else {
                index += 1
                continue
            }
            var cursor = index + 4
            if cursor < scalars.count, scalars[cursor] == "s" { cursor += 1 }
            let isChoiceRule = index >= 7 && matches("choice ", at: index - 7, in: scalars)
            guard cursor < scalars.count, scalars[cursor] == " " else {
                index = cursor
                continue
            }
            cursor += 1
            let (numbers, next) = numberList(scalars, from: cursor)
            if !isChoiceRule { found.formUnion(numbers) }
            index = max(next, index + 1)
        }
        return found
    }

    /// The numbers of the rules a rules document defines: lines that start
    /// with `N. **`.
    static func definedRules(inDocument text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let dot = line.firstIndex(of: "."), line[line.index(after: dot)...].hasPrefix(" **"),
                let number = Int(line[..<dot])
            else { return nil }
            return number
        }
    }

    /// The Markdown table: one row per defined rule, with the files citing
    /// it (sorted), between the markers.
    static func table(rules: [Int], citations: [String: Set<Int>]) -> String {
        var lines = [begin, "| rule | cited by |", "|---|---|"]
        for rule in rules {
            let files = citations.filter { $0.value.contains(rule) }.keys.sorted()
            let cell = files.isEmpty ? "none yet" : files.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| \(rule) | \(cell) |")
        }
        lines.append(end)
        return lines.joined(separator: "\n")
    }

    /// The document with its table replaced (or appended when absent).
    static func replacingTable(in document: String, with table: String) -> String {
        guard let start = document.range(of: begin), let stop = document.range(of: end),
            start.lowerBound <= stop.lowerBound
        else {
            return document + (document.hasSuffix("\n") ? "" : "\n") + "\n" + table + "\n"
        }
        return document.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: table)
    }

    // MARK: - Lexing

    private static func matches(_ word: String, at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let pattern = Array(word.unicodeScalars)
        guard index >= 0, index + pattern.count <= scalars.count else { return false }
        return Array(scalars[index..<index + pattern.count]) == pattern
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// `17`, `17-18`, `9, 12, 13`, `28 and 29`: the numbers, and where the list ends.
    private static func numberList(_ scalars: [Unicode.Scalar], from start: Int) -> (Set<Int>, Int) {
        var numbers: Set<Int> = []
        var cursor = start
        while true {
            guard let (first, afterFirst) = number(scalars, at: cursor) else { break }
            cursor = afterFirst
            var last = first
            for dash in ["-", "–", " - ", " – "] where matches(dash, at: cursor, in: scalars) {
                if let (upper, afterUpper) = number(scalars, at: cursor + dash.unicodeScalars.count) {
                    last = upper
                    cursor = afterUpper
                }
                break
            }
            if last >= first, last - first <= 40 { numbers.formUnion(first...last) } else { numbers.insert(first) }
            var separated = false
            for separator in [", and ", ", ", " and ", " or "] where matches(separator, at: cursor, in: scalars) {
                if number(scalars, at: cursor + separator.unicodeScalars.count) != nil {
                    cursor += separator.unicodeScalars.count
                    separated = true
                }
                break
            }
            if !separated { break }
        }
        return (numbers, cursor)
    }

    private static func number(_ scalars: [Unicode.Scalar], at index: Int) -> (Int, Int)? {
        var cursor = index
        var value = 0
        while cursor < scalars.count, isDigit(scalars[cursor]), cursor - index < 4 {
            value = value * 10 + Int(scalars[cursor].value - 48)
            cursor += 1
        }
        guard cursor > index, cursor >= scalars.count || !isDigit(scalars[cursor]) else { return nil }
        return (value, cursor)
    }
}
