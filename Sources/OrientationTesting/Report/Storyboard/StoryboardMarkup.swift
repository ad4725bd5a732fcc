/// One element of the storyboard's SVG or HTML: a name, attributes in
/// order, then children or text. Rendering escapes every attribute and text
/// and drops characters XML cannot carry, so any screen name or message
/// yields a well-formed document.
struct StoryboardMarkup: Sendable {
    /// The element name (`g`, `rect`, `text`, `div`).
    var name: String
    /// The attributes, in output order.
    var attributes: [(String, String)]
    /// Child elements.
    var children: [StoryboardMarkup]
    /// Text content, escaped on output (after the children).
    var text: String?
    /// Text written as is: only the style sheet, never user content.
    var raw: String?

    /// Creates an element.
    init(
        _ name: String, _ attributes: [(String, String)] = [], text: String? = nil,
        children: [StoryboardMarkup] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The markup, one element per line.
    func rendered() -> String {
        var output = ""
        render(into: &output)
        return output
    }

    private func render(into output: inout String) {
        output += "<" + name
        for (key, value) in attributes {
            output += " " + key + "=\"" + Self.escaped(value) + "\""
        }
        if children.isEmpty && text == nil && raw == nil {
            output += "/>\n"
            return
        }
        output += ">"
        if !children.isEmpty {
            output += "\n"
            for child in children { child.render(into: &output) }
        }
        if let text { output += Self.escaped(text) }
        if let raw { output += raw }
        output += "</" + name + ">\n"
    }

    /// Escapes `&`, `<`, `>`, quotes; replaces characters XML 1.0 forbids with U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed =
                    (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                    || (0x10000...0x10FFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}

extension StoryboardMarkup {
    /// A group with a class and more attributes.
    static func group(
        _ className: String, _ attributes: [(String, String)] = [],
        _ children: [StoryboardMarkup]
    ) -> StoryboardMarkup {
        StoryboardMarkup("g", [("class", className)] + attributes, children: children)
    }

    /// A rectangle centred on a point.
    static func rect(
        _ className: String, center: Point, width: Double, height: Double,
        radius: Double = 0
    ) -> StoryboardMarkup {
        rect(
            className, x: center.x - width / 2, y: center.y - height / 2, width: width, height: height,
            radius: radius)
    }

    /// A rectangle.
    static func rect(
        _ className: String, x: Double, y: Double, width: Double, height: Double,
        radius: Double = 0
    ) -> StoryboardMarkup {
        var attributes = [("class", className), ("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height))]
        if radius > 0 { attributes.append(("rx", n(radius))) }
        return StoryboardMarkup("rect", attributes)
    }

    /// A line of text; `anchor` is `start`, `middle` or `end`.
    static func text(
        _ content: String, _ className: String, x: Double, y: Double,
        anchor: String = "start"
    ) -> StoryboardMarkup {
        var attributes = [("class", className), ("x", n(x)), ("y", n(y))]
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        return StoryboardMarkup("text", attributes, text: content)
    }

    /// A `<title>` (the tooltip and accessible name of its parent).
    static func title(_ content: String) -> StoryboardMarkup { StoryboardMarkup("title", text: content) }

    /// A number as SVG writes it: no trailing `.0`, at most two decimals.
    static func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}

/// A point in SVG user units.
struct Point: Sendable, Hashable {
    /// Horizontal, growing right.
    var x: Double
    /// Vertical, growing down.
    var y: Double
}
