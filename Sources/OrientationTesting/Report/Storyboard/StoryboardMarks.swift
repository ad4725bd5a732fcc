extension StoryboardFrame {
    /// Badges under the device for what must be seen at a glance: upside
    /// down, an orientation the mask does not allow, no orientation at all,
    /// a device lying flat.
    func badges(top: Double) -> ([StoryboardMarkup], Double) {
        var labels: [(String, String)] = []
        if isUpsideDown { labels.append(("upside down", "badge warn")) }
        if isUnsupported { labels.append(("not supported", "badge warn")) }
        if step.supported.isEmpty { labels.append(("no orientation", "badge red")) }
        switch step.device {
        case .faceUp: labels.append(("lying face up", "badge info"))
        case .faceDown: labels.append(("lying face down", "badge info"))
        case .unknown: labels.append(("device unknown", "badge info"))
        default: break
        }
        guard !labels.isEmpty else { return ([], top) }
        var x = StoryboardMetrics.margin
        var y = top + 2
        var parts: [StoryboardMarkup] = []
        for (text, className) in labels {
            let width = Double(text.count) * 6.6 + 12
            if x + width > StoryboardMetrics.frameWidth - StoryboardMetrics.margin {
                x = StoryboardMetrics.margin
                y += 21
            }
            parts.append(
                .group(
                    className, [("data-badge", text)],
                    [
                        .rect("badge-back", x: x, y: y, width: width, height: 18, radius: 9),
                        .text(text, "badge-text", x: x + 6, y: y + 13),
                    ]))
            x += width + 5
        }
        return (parts, y + 20)
    }

    /// The red marks, each wrapped over at most four lines with a bar beside it.
    func redMarks(top: Double) -> ([StoryboardMarkup], Double) {
        var y = top
        var parts: [StoryboardMarkup] = []
        for mark in marks {
            let lines = StoryboardText.wrapped(
                mark.text, width: StoryboardMetrics.textWidth - 8, fontSize: 12,
                maxLines: 4)
            let start = y + 4
            var children: [StoryboardMarkup] = [.title(mark.text)]
            for line in lines {
                y += 15
                children.append(.text(line, "mark-text", x: StoryboardMetrics.margin + 8, y: y + 4))
            }
            children.insert(
                .rect("mark-bar", x: StoryboardMetrics.margin, y: start + 2, width: 3, height: y - start + 4),
                at: 1)
            parts.append(.group("mark red", [("data-kind", mark.kind)], children))
            y += 6
        }
        return (parts, y)
    }

    /// The library's diagnostics as pills with their codes (the message in the tooltip).
    func diagnosticMarkers(top: Double) -> ([StoryboardMarkup], Double) {
        guard !diagnostics.isEmpty else { return ([], top) }
        var x = StoryboardMetrics.margin
        var y = top + 4
        var parts: [StoryboardMarkup] = []
        for diagnostic in diagnostics {
            let width = Double(diagnostic.code.count) * 6.6 + 12
            if x + width > StoryboardMetrics.frameWidth - StoryboardMetrics.margin {
                x = StoryboardMetrics.margin
                y += 20
            }
            parts.append(
                .group(
                    "diagnostic \(diagnostic.severity)", [("data-code", diagnostic.code)],
                    [
                        .title(diagnostic.text),
                        .rect("diagnostic-back", x: x, y: y, width: width, height: 17, radius: 4),
                        .text(diagnostic.code, "diagnostic-code", x: x + 6, y: y + 12.5),
                    ]))
            x += width + 5
        }
        return (parts, y + 20)
    }

    /// The model's notes and UIKit's console messages, in grey, at most three.
    func noteLines(top: Double) -> ([StoryboardMarkup], Double) {
        var y = top
        var parts: [StoryboardMarkup] = []
        for note in notes.prefix(3) {
            var children: [StoryboardMarkup] = [.title(note)]
            for line in StoryboardText.wrapped(note, width: StoryboardMetrics.textWidth, fontSize: 11, maxLines: 2) {
                y += 14
                children.append(.text(line, "note-text", x: StoryboardMetrics.margin, y: y))
            }
            parts.append(.group("note", [], children))
            y += 3
        }
        if notes.count > 3 {
            y += 14
            parts.append(.text("and \(notes.count - 3) more notes", "note-text", x: StoryboardMetrics.margin, y: y))
        }
        return (parts, y)
    }
}
