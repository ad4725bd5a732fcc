extension Storyboard {
    /// The gap between frames.
    static let gap: Double = 12
    /// The page margin.
    static let margin: Double = 16

    /// The storyboard as one standalone SVG image.
    public func svg() -> String {
        let rows = frameRows.map { $0.map { $0.render() } }
        let count = rows.map(\.count).max() ?? 0
        let shown = max(1, min(columns, count))
        let width = Self.margin * 2 + Double(shown) * StoryboardMetrics.frameWidth + Double(shown - 1) * Self.gap
        var body: [StoryboardMarkup] = []
        var y = Self.margin + 18
        body.append(.text(heading, "heading", x: Self.margin, y: y))
        y += 20
        body.append(.text(summary, "subheading", x: Self.margin, y: y))
        for line in legend {
            y += 17
            body.append(.text(line, "legend", x: Self.margin, y: y))
        }
        y += 16
        for bandStart in stride(from: 0, to: count, by: shown) {
            for (row, frames) in rows.enumerated() {
                if isComparison {
                    y += 18
                    let title =
                        (reports[row].library ? "With the library" : "Plain UIKit")
                        + ", steps \(bandStart) to \(min(bandStart + shown, frames.count) - 1)"
                    body.append(.text(title, "row-title", x: Self.margin, y: y))
                    y += 8
                }
                let band = frames.dropFirst(bandStart).prefix(shown)
                for (column, frame) in band.enumerated() {
                    let x = Self.margin + Double(column) * (StoryboardMetrics.frameWidth + Self.gap)
                    body.append(
                        .group(
                            "slot", [("transform", "translate(\(StoryboardMarkup.n(x)) \(StoryboardMarkup.n(y)))")],
                            [frame.element]))
                }
                y += (band.map(\.height).max() ?? 0) + Self.gap
            }
            y += isComparison ? 10 : 0
        }
        let height = y + Self.margin - Self.gap
        var root = StoryboardMarkup(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "storyboard"),
                ("viewBox", "0 0 \(StoryboardMarkup.n(width)) \(StoryboardMarkup.n(height))"),
                ("width", StoryboardMarkup.n(width)), ("height", StoryboardMarkup.n(height)),
                ("role", "img"), ("aria-labelledby", "storyboard-title storyboard-desc"),
            ])
        var style = StoryboardMarkup("style")
        style.raw = "\n" + StoryboardStyle.css + "\n"
        root.children =
            [
                StoryboardMarkup("title", [("id", "storyboard-title")], text: heading),
                StoryboardMarkup(
                    "desc", [("id", "storyboard-desc")], text: summary + " " + legend.joined(separator: " ")),
                style,
                .rect("page-back", x: 0, y: 0, width: width, height: height),
            ] + body
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.rendered()
    }
}
