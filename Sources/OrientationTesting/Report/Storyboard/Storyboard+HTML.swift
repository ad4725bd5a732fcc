extension Storyboard {
    /// The page's own layout, on top of the shared style sheet.
    static let pageCSS = """
        body.sb-page { margin: 0; padding: 24px; background: var(--bg); color: var(--ink); }
        .sb-page h1 { font-size: 22px; margin: 0 0 6px; }
        .sb-page p, .sb-page li { color: var(--muted); font-size: 14px; line-height: 1.45; margin: 4px 0; }
        .sb-page ul { padding-left: 20px; margin: 8px 0 20px; }
        .board { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .board figure { margin: 0; display: flex; flex-direction: column; gap: 8px; }
        .board svg { display: block; }
        """

    /// The storyboard as a self-contained HTML page: frames wrap to the
    /// window's width; in a comparison each step's column holds plain UIKit
    /// above the library.
    public func html() -> String {
        let rows = frameRows.map { $0.map { ($0, $0.render()) } }
        let heights = rows.map { $0.map(\.1.height).max() ?? 100 }
        let count = rows.map(\.count).max() ?? 0
        var figures: [StoryboardMarkup] = []
        for index in 0..<count {
            var svgs: [StoryboardMarkup] = []
            for (number, row) in rows.enumerated() where index < row.count {
                let (frame, rendered) = row[index]
                let frameHeight = heights[number]
                svgs.append(
                    StoryboardMarkup(
                        "svg",
                        [
                            ("xmlns", "http://www.w3.org/2000/svg"), ("class", "storyboard"),
                            (
                                "viewBox",
                                "0 0 \(StoryboardMarkup.n(StoryboardMetrics.frameWidth)) \(StoryboardMarkup.n(frameHeight))"
                            ),
                            ("width", StoryboardMarkup.n(StoryboardMetrics.frameWidth)),
                            ("height", StoryboardMarkup.n(frameHeight)),
                            ("role", "img"), ("aria-label", frame.title),
                        ], children: [rendered.element]))
            }
            figures.append(StoryboardMarkup("figure", [("aria-label", "Step \(index)")], children: svgs))
        }
        var style = StoryboardMarkup("style")
        style.raw = "\n" + StoryboardStyle.css + "\n" + Self.pageCSS + "\n"
        let head = StoryboardMarkup(
            "head",
            children: [
                StoryboardMarkup("meta", [("charset", "utf-8")]),
                StoryboardMarkup("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                StoryboardMarkup("meta", [("name", "color-scheme"), ("content", "light dark")]),
                StoryboardMarkup("title", text: heading),
                style,
            ])
        let header = StoryboardMarkup(
            "header",
            children: [
                StoryboardMarkup("h1", text: heading),
                StoryboardMarkup("p", text: summary),
                StoryboardMarkup("ul", children: legend.map { StoryboardMarkup("li", text: $0) }),
            ])
        let body = StoryboardMarkup(
            "body", [("class", "sb-page")],
            children: [
                header, StoryboardMarkup("main", [("class", "board")], children: figures),
            ])
        let page = StoryboardMarkup("html", [("lang", "en")], children: [head, body])
        return "<!DOCTYPE html>\n" + page.rendered()
    }
}
